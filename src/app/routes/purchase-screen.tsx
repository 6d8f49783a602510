/**
 * /purchase/{slug}: keyed by slug so moving between methods starts each
 * with fresh calculator and filters.
 */
import { useParams } from 'react-router';
import { PurchasePage } from '@/features/purchase/purchase-page';
import { prefetchPurchasePage } from '@/features/purchase/purchase-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchPurchasePage;

export default function PurchaseScreen() {
  const { slug = '' } = useParams();
  return <PurchasePage key={slug} slug={slug} />;
}
