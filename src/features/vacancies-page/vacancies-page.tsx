/**
 * The /vacancies page body above the CV form: why work with us
 * (`vacancy_page/`), filters kept in the address, the vacancy list with its
 * loading, empty and failed states, details opening in place, and how
 * hiring goes. «Откликнуться» is the caller's: the route module picks the
 * vacancy in the CV form (another feature).
 */
import { useId } from 'react';
import { formatCount } from '@/lib/format';
import type { EmploymentType, VacancyQuery } from '@/schemas/company-lists';
import { ListEmpty, ListError, ListSkeleton } from '@/entities/company/list-states';
import { useListFilters } from '@/entities/company/use-list-filters';
import styles from '@/entities/company/company-list.module.css';
import { VacancyCard } from './vacancy-card';
import { VACANCY_FILTER_KEYS, VacancyFilters, type VacancyFilterKey } from './vacancy-filters';
import { HiringSteps, VacanciesIntro } from './vacancies-intro';
import { useGetVacancyFacetsQuery, useGetVacancyListQuery, useGetVacancyPageQuery } from './vacancies-page-api';

const VACANCIES = ['вакансия', 'вакансии', 'вакансий'] as const;

export function toVacancyQuery(filters: Record<VacancyFilterKey, string | null>): VacancyQuery {
  const query: VacancyQuery = {};
  if (filters.department) query.department = [filters.department];
  if (filters.city) query.city = [filters.city];
  if (filters.employment) query.employment = [filters.employment as EmploymentType];
  if (filters.experience) query.experience = [filters.experience as NonNullable<VacancyQuery['experience']>[number]];
  return query;
}

export function VacanciesPageContent({ onApply }: { onApply: (id: number) => void }) {
  const listTitleId = useId();
  const { filters, setFilter, reset, open, setOpen } = useListFilters(VACANCY_FILTER_KEYS);
  const query = toVacancyQuery(filters);
  const page = useGetVacancyPageQuery();
  const list = useGetVacancyListQuery(query);
  const { data: facets } = useGetVacancyFacetsQuery(query);
  const vacancies = list.data?.results;
  const filtered = Object.values(filters).some((value) => value !== null);

  return (
    <div className={styles.page}>
      {page.data ? (
        <VacanciesIntro page={page.data} />
      ) : page.isLoading ? (
        <ListSkeleton count={1} label="Загружаем описание…" />
      ) : null}
      <section aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.sectionTitle}>
          Открытые вакансии
        </h2>
        <VacancyFilters filters={filters} facets={facets} onChange={setFilter} />
        {list.data && (
          <p className={styles.summary} role="status">
            Найдено: {formatCount(list.data.count, VACANCIES)}
          </p>
        )}
        {list.isError && !vacancies ? (
          <ListError
            text="Не удалось загрузить список вакансий."
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : !vacancies ? (
          <ListSkeleton label="Загружаем вакансии…" />
        ) : vacancies.length === 0 ? (
          <ListEmpty onReset={filtered ? reset : undefined}>
            {filtered
              ? 'Под выбранные условия вакансий нет. Измените фильтры или сбросьте их.'
              : 'Сейчас открытых вакансий нет. Новые появятся на этой странице.'}
          </ListEmpty>
        ) : (
          <ul className={styles.list} aria-busy={list.isFetching || undefined}>
            {vacancies.map((vacancy) => (
              <VacancyCard
                key={vacancy.id}
                vacancy={vacancy}
                expanded={open === vacancy.id}
                onToggle={() => setOpen(open === vacancy.id ? null : vacancy.id)}
                onApply={onApply}
              />
            ))}
          </ul>
        )}
      </section>
      {page.data && <HiringSteps page={page.data} />}
    </div>
  );
}
