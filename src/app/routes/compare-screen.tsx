/**
 * `/compare`: the comparison of saved lots. Thin on purpose — the screen
 * lives in src/features/compare; the heading comes from the SEO record.
 */
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { ComparePage } from '@/features/compare/compare-page';
import { ComparePdfButton } from '@/features/print-sheet/compare-pdf-button';
import { prefetchSharedComparison } from '@/features/compare/shared-comparison';
import type { CompareTableInput } from '../../../pdf/lot-sheet-types';

/** The reads the route loader starts before the first render (decision 023): a shared link's lots. */
export const prefetch = prefetchSharedComparison;

const documents = (table: CompareTableInput) => <ComparePdfButton table={table} />;

export default function CompareScreen() {
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);
  return (
    <PageFrame title={data?.h1 ?? 'Сравнение'}>
      <ComparePage documents={documents} />
    </PageFrame>
  );
}
