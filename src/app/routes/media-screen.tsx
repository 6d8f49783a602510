/** /media (spec §2): photo reports and videos. */
import { MediaPage } from '@/features/media-pages/media-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import { prefetchMediaPage } from '@/features/media-pages/media-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchMediaPage;

export default function MediaScreen() {
  const { title } = usePageRoute('Медиа');
  return (
    <PageFrame title={title}>
      <MediaPage />
    </PageFrame>
  );
}
