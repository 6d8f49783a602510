/**
 * /vacancies (spec §2): the careers page (why us, filters, list, details —
 * the vacancies-page feature) and the CV form under it (vacancy-form
 * feature). «Откликнуться» picks the vacancy in the form and takes the
 * visitor to it.
 */
import { useId, useState } from 'react';
import { useGetVacanciesQuery } from '@/entities/company/company-api';
import { VacanciesPageContent } from '@/features/vacancies-page/vacancies-page';
import { FormIntro } from '@/ui/form/form-intro';
import type { PickRequest } from '@/ui/form/reveal-field';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { VacancyForm } from '../deferred-page-forms';
import { usePageRoute } from './use-page-route';
import styles from './form-screen.module.css';
import { prefetchAll } from '@/lib/api/prefetch';
import { prefetchVacancyChoices } from '@/entities/company/company-prefetch';
import { prefetchVacanciesPage } from '@/features/vacancies-page/vacancies-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchAll(prefetchVacanciesPage, prefetchVacancyChoices);

export default function VacanciesScreen() {
  const { title } = usePageRoute('Вакансии');
  const formTitleId = useId();
  const [pick, setPick] = useState<PickRequest | null>(null);
  const { data: vacancies } = useGetVacanciesQuery();
  return (
    <PageFrame title={title}>
      <VacanciesPageContent onApply={(id) => setPick((previous) => ({ id, nonce: (previous?.nonce ?? 0) + 1 }))} />
      {vacancies && vacancies.length > 0 && (
        <section className={styles.pageForm} aria-labelledby={formTitleId}>
          <FormIntro
            titleId={formTitleId}
            title="Откликнуться на вакансию"
            lead="Выберите вакансию, оставьте контакты и приложите резюме — мы прочитаем его и свяжемся с вами."
          />
          <VacancyForm vacancies={vacancies} pick={pick} labelledBy={formTitleId} />
        </section>
      )}
    </PageFrame>
  );
}
