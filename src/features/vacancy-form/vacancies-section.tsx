/**
 * The /vacancies page body: the open vacancies, each with «Откликнуться»,
 * and the CV form under them; the button picks its vacancy in the form and
 * takes the visitor to it.
 */
import { useId, useState } from 'react';
import { formatNumber, NBSP } from '@/lib/format';
import type { VacancyItem } from '@/schemas/company';
import { useGetVacanciesQuery } from '@/entities/company/company-api';
import { FormIntro } from '@/ui/form/form-intro';
import type { PickRequest } from '@/ui/form/reveal-field';
import { PickList } from '@/ui/pick-list/pick-list';
import { VacancyForm } from './vacancy-form';
import styles from './vacancy-form.module.css';

/** «150 000 – 400 000 ₽», «от 150 000 ₽», «до 400 000 ₽», or nothing. */
export function salaryText({ salary_from: from, salary_to: to }: Pick<VacancyItem, 'salary_from' | 'salary_to'>): string | null {
  const rub = (value: number) => formatNumber(value, { maxDecimals: 0 });
  if (from !== null && to !== null) return `${rub(from)}${NBSP}–${NBSP}${rub(to)}${NBSP}₽`;
  if (from !== null) return `от${NBSP}${rub(from)}${NBSP}₽`;
  if (to !== null) return `до${NBSP}${rub(to)}${NBSP}₽`;
  return null;
}

export function VacanciesSection() {
  const { data: vacancies, isError, isLoading, refetch } = useGetVacanciesQuery();
  const [pick, setPick] = useState<PickRequest | null>(null);
  const listTitleId = useId();
  const formTitleId = useId();
  const items = vacancies?.map((vacancy) => ({
    id: vacancy.id,
    title: vacancy.title,
    facts: [vacancy.department, vacancy.city, salaryText(vacancy), vacancy.experience],
    text: vacancy.schedule,
  }));

  return (
    <div className={styles.section}>
      <section aria-labelledby={listTitleId} className={styles.block}>
        <h2 id={listTitleId} className={styles.heading}>
          Открытые вакансии
        </h2>
        <PickList
          items={items}
          state={isLoading ? 'loading' : isError ? 'error' : 'ready'}
          action="Откликнуться"
          onPick={(id) => setPick((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }))}
          onRetry={() => void refetch()}
          loadingText="Загружаем вакансии…"
          errorText="Не удалось загрузить список вакансий."
          emptyText="Сейчас открытых вакансий нет. Новые появятся на этой странице."
        />
      </section>
      {vacancies && vacancies.length > 0 && (
        <section className={styles.formBlock} aria-labelledby={formTitleId}>
          <FormIntro
            titleId={formTitleId}
            title="Откликнуться на вакансию"
            lead="Выберите вакансию, оставьте контакты и приложите резюме — мы прочитаем его и свяжемся с вами."
          />
          <VacancyForm vacancies={vacancies} pick={pick} labelledBy={formTitleId} />
        </section>
      )}
    </div>
  );
}
