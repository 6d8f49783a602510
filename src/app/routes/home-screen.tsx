/**
 * `/`: the home page feature with «Вы смотрели» composed in (features do
 * not import each other). `?preview=KEY` opens the editors' preview with
 * unpublished content (`main_page/preview/`).
 */
import { useSearchParams } from 'react-router';
import { HomePage } from '@/features/home/home-page';
import { RecentlyViewed } from '@/features/recently-viewed/recently-viewed';
import { prefetchHome } from '@/features/home/home-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchHome;

export default function HomeScreen() {
  const [params] = useSearchParams();
  const previewToken = params.get('preview');
  return <HomePage previewToken={previewToken || null} recentlyViewed={<RecentlyViewed />} />;
}
