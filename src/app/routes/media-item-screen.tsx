/** /media/{slug} (spec §2): one story with its gallery. */
import { useParams } from 'react-router';
import { MediaItemPage } from '@/features/media-pages/media-item-page';
import { usePageRoute } from './use-page-route';

export default function MediaItemScreen() {
  const { slug = '' } = useParams();
  const { title } = usePageRoute('Медиа');
  return <MediaItemPage key={slug} slug={slug} fallbackTitle={title} />;
}
