/**
 * `/favorites`: the heading from the page's SEO record; the screen lives in
 * src/features/favorites, «Скачать PDF» of a tab in src/features/print-sheet.
 */
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { FavoritesPage, type FavoritesPageProps } from '@/features/favorites/favorites-page';
import { TYPE_LABELS } from '@/features/favorites/favorites-texts';
import { FavoritesPdfButton } from '@/features/print-sheet/favorites-pdf-button';

const documents: NonNullable<FavoritesPageProps['documents']> = ({ type, entries }) => (
  <FavoritesPdfButton
    lots={entries.map((entry) => ({ id: entry.property, kind: entry.lot.kind }))}
    title={`Избранное: ${TYPE_LABELS[type].toLowerCase()}`}
  />
);

export default function FavoritesScreen() {
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);
  return (
    <PageFrame title={data?.h1 ?? 'Избранное'}>
      <FavoritesPage documents={documents} />
    </PageFrame>
  );
}
