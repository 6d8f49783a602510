/**
 * The /tenders page body: the open tenders, each with «Участвовать», and the
 * offer form under them; the button picks its tender in the form and takes
 * the visitor to it. With no open tender there is nothing to bid on, so the
 * form is not shown.
 */
import { useId, useState } from 'react';
import { useGetOpenTendersQuery } from '@/entities/company/company-api';
import { PickList } from '@/ui/pick-list/pick-list';
import type { PickRequest } from '@/ui/form/reveal-field';
import { FormIntro } from '@/ui/form/form-intro';
import { TenderForm, tenderDeadline } from './tender-form';
import styles from './tenders-section.module.css';

export function TendersSection() {
  const { data: tenders, isError, isLoading, refetch } = useGetOpenTendersQuery();
  const [pick, setPick] = useState<PickRequest | null>(null);
  const listTitleId = useId();
  const formTitleId = useId();
  const items = tenders?.map((tender) => ({
    id: tender.id,
    title: tender.title,
    facts: [tender.category, tender.project, tenderDeadline(tender)],
    text: tender.description,
  }));

  return (
    <div className={styles.section}>
      <section aria-labelledby={listTitleId} className={styles.block}>
        <h2 id={listTitleId} className={styles.heading}>
          Открытые тендеры
        </h2>
        <PickList
          items={items}
          state={isLoading ? 'loading' : isError ? 'error' : 'ready'}
          action="Участвовать"
          onPick={(id) => setPick((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }))}
          onRetry={() => void refetch()}
          loadingText="Загружаем открытые тендеры…"
          errorText="Не удалось загрузить список тендеров."
          emptyText="Сейчас открытых тендеров нет. Новые появятся на этой странице."
        />
      </section>
      {tenders && tenders.length > 0 && (
        <section className={styles.formBlock} aria-labelledby={formTitleId}>
          <FormIntro
            titleId={formTitleId}
            title="Подать предложение"
            lead="Выберите тендер, расскажите о компании и приложите коммерческое предложение — тендерный комитет свяжется с вами."
          />
          <TenderForm tenders={tenders} pick={pick} labelledBy={formTitleId} />
        </section>
      )}
    </div>
  );
}
