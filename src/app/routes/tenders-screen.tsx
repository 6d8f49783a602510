/**
 * /tenders (spec §2): the tender page (intro, filters, list, details — the
 * tenders-page feature) and the offer form under it (tender-form feature).
 * «Участвовать» and «Подать предложение» pick the tender in the form and
 * take the visitor to it. With no open tender there is nothing to bid on,
 * so the form is not shown.
 */
import { useId, useState } from 'react';
import { TendersPageContent } from '@/features/tenders-page/tenders-page';
import { OPEN_TENDERS, useGetTenderListQuery } from '@/features/tenders-page/tenders-page-api';
import { FormIntro } from '@/ui/form/form-intro';
import type { PickRequest } from '@/ui/form/reveal-field';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { TenderForm } from '../deferred-page-forms';
import { usePageRoute } from './use-page-route';
import styles from './form-screen.module.css';
import { prefetchTendersPage } from '@/features/tenders-page/tenders-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchTendersPage;

export default function TendersScreen() {
  const { title } = usePageRoute('Тендеры');
  const formTitleId = useId();
  const [pick, setPick] = useState<PickRequest | null>(null);
  // The page's unfiltered list: one read serves the list and the form's choice.
  const openTenders = useGetTenderListQuery(OPEN_TENDERS).data?.results;
  return (
    <PageFrame title={title}>
      <TendersPageContent onApply={(id) => setPick((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }))} />
      {openTenders && openTenders.length > 0 && (
        <section className={styles.pageForm} aria-labelledby={formTitleId}>
          <FormIntro
            titleId={formTitleId}
            title="Подать предложение"
            lead="Выберите тендер, расскажите о компании и приложите коммерческое предложение — тендерный комитет свяжется с вами."
          />
          <TenderForm tenders={openTenders} pick={pick} labelledBy={formTitleId} />
        </section>
      )}
    </PageFrame>
  );
}
