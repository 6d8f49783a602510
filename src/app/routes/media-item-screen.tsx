/** /media/{slug} (spec §2): one story with its gallery. */
import { useParams } from 'react-router';
import { MediaItemPage } from '@/features/media-pages/media-item-page';
import { usePageRoute } from './use-page-route';
import { prefetchMediaItemPage } from '@/features/media-pages/media-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchMediaItemPage;

export default function MediaItemScreen() {
  const { slug = '' } = useParams();
  const { title } = usePageRoute('Медиа');
  return <MediaItemPage key={slug} slug={slug} fallbackTitle={title} />;
}
