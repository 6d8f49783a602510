/** /owners (spec §2, behind the route guard outside test stages): guides for residents. */
import { OwnersPage } from '@/features/owners/owners-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';

export default function OwnersScreen() {
  const { title } = usePageRoute('Собственникам');
  return (
    <PageFrame title={title}>
      <OwnersPage />
    </PageFrame>
  );
}
