/**
 * /purchase/{slug}: the menu of purchase methods beside the chosen one —
 * its hero (title, lead, text, actions) and its working part: the mortgage
 * calculator with the banks' programmes, the instalment plans, the
 * commercial selection, or the steps and benefits of a content-only method.
 * A missing slug never gets here: the route loader answers 404 first.
 */
import type { PurchaseDetail } from '@/schemas/purchase';
import { Container } from '@/ui/container/container';
import { MountLater } from '@/ui/mount-later/mount-later';
import { useGetPurchaseMethodQuery } from './purchase-api';
import { CommercialSection } from './commercial-section';
import { InstallmentSection } from './installment-section';
import { MethodContentSection } from './method-content';
import { MortgageSection } from './mortgage-section';
import { PurchaseHero } from './purchase-hero';
import { PurchaseMenu } from './purchase-menu';
import { LoadFailed } from './purchase-states';
import styles from './purchase.module.css';

function MethodBody({ method }: { method: PurchaseDetail }) {
  const { slug } = method;
  // The calculator starts from the figures the hero states: one source, the programmes.
  if (slug === 'mortgage') return <MortgageSection offers={method} />;
  if (slug === 'installment') return <InstallmentSection />;
  if (slug === 'commercial-selection') return <CommercialSection />;
  return <MethodContentSection slug={slug} />;
}

export function PurchasePage({ slug }: { slug: string }) {
  const method = useGetPurchaseMethodQuery(slug);
  return (
    <Container className={styles.layout}>
      <PurchaseMenu current={slug} />
      <div className={styles.main}>
        {method.data ? (
          <>
            <PurchaseHero method={method.data} />
            {/* Under the hero: a commit of its own, after the first screen's (decision 022). */}
            <MountLater>
              <MethodBody method={method.data} />
            </MountLater>
          </>
        ) : method.isError ? (
          <>
            <h1 className={styles.title}>Способы покупки</h1>
            <LoadFailed error={method.error} onRetry={() => void method.refetch()} />
          </>
        ) : (
          <div className={styles.heroSkeleton} role="status" aria-label="Загружаем способ покупки" />
        )}
      </div>
    </Container>
  );
}
