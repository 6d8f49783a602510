/** `/favorites`: the heading from the page's SEO record; the screen lives in src/features/favorites. */
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { FavoritesPage } from '@/features/favorites/favorites-page';

export default function FavoritesScreen() {
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);
  return (
    <PageFrame title={data?.h1 ?? 'Избранное'}>
      <FavoritesPage />
    </PageFrame>
  );
}
