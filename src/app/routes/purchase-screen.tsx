/**
 * /purchase/{slug}: keyed by slug so moving between methods starts each
 * with fresh calculator and filters.
 */
import { useParams } from 'react-router';
import { PurchasePage } from '@/features/purchase/purchase-page';

export default function PurchaseScreen() {
  const { slug = '' } = useParams();
  return <PurchasePage key={slug} slug={slug} />;
}
