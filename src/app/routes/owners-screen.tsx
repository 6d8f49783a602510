/** /owners (spec §2, behind the route guard outside test stages): guides for residents. */
import { OwnersPage } from '@/features/owners/owners-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import { prefetchOwnersPage } from '@/features/owners/owners-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchOwnersPage;

export default function OwnersScreen() {
  const { title } = usePageRoute('Собственникам');
  return (
    <PageFrame title={title}>
      <OwnersPage />
    </PageFrame>
  );
}
