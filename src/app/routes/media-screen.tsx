/** /media (spec §2): photo reports and videos. */
import { MediaPage } from '@/features/media-pages/media-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';

export default function MediaScreen() {
  const { title } = usePageRoute('Медиа');
  return (
    <PageFrame title={title}>
      <MediaPage />
    </PageFrame>
  );
}
