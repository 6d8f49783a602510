/**
 * The /tenders page body above the offer form: the intro (`tenders_page/`),
 * filters kept in the address, the tender list with its loading, empty and
 * failed states, and details opening in place. Applying is the caller's:
 * the route module picks the tender in the offer form (another feature).
 */
import { useId } from 'react';
import { formatCount } from '@/lib/format';
import { useClock } from '@/lib/render/use-clock';
import type { TendersQuery, TenderState } from '@/schemas/company-lists';
import { ListEmpty, ListError, ListSkeleton } from '@/entities/company/list-states';
import { useListFilters } from '@/entities/company/use-list-filters';
import styles from '@/entities/company/company-list.module.css';
import { TenderCard } from './tender-card';
import { TENDER_FILTER_KEYS, TendersFilters, type TenderFilterKey } from './tenders-filters';
import { TendersIntro } from './tenders-intro';
import { useGetTenderFacetsQuery, useGetTenderListQuery, useGetTendersPageQuery } from './tenders-page-api';

const TENDERS = ['тендер', 'тендера', 'тендеров'] as const;

/** The list heading says what is listed: the e2e suites and screen readers find the open ones by it. */
function listTitle(status: string | null): string {
  if (status === null || status === 'open') return 'Открытые тендеры';
  if (status === 'closed') return 'Завершённые тендеры';
  if (status === 'summing_up') return 'Тендеры на подведении итогов';
  return 'Все тендеры';
}

export function toTendersQuery(filters: Record<TenderFilterKey, string | null>): TendersQuery {
  const query: TendersQuery = {};
  if (filters.category) query.category = [filters.category];
  if (filters.project && /^\d+$/.test(filters.project)) query.project = [Number(filters.project)];
  if (filters.status) query.status = filters.status.split(',') as TenderState[];
  return query;
}

export function TendersPageContent({ onApply }: { onApply: (id: number) => void }) {
  const listTitleId = useId();
  const { filters, setFilter, reset, open, setOpen } = useListFilters(TENDER_FILTER_KEYS);
  const query = toTendersQuery(filters);
  const page = useGetTendersPageQuery();
  const list = useGetTenderListQuery(query);
  const { data: facets } = useGetTenderFacetsQuery(query);
  const tenders = list.data?.results;
  const filtered = filters.category !== null || filters.project !== null || filters.status !== null;
  // «осталось N дней» moves on by itself; a minute is fine enough for whole days.
  const now = useClock(60_000);

  return (
    <div className={styles.page}>
      {page.data ? (
        <TendersIntro page={page.data} />
      ) : page.isLoading ? (
        <ListSkeleton count={1} label="Загружаем описание…" />
      ) : null}
      <section aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.sectionTitle}>
          {listTitle(filters.status)}
        </h2>
        <TendersFilters filters={filters} facets={facets} onChange={setFilter} />
        {list.data && (
          <p className={styles.summary} role="status">
            Найдено: {formatCount(list.data.count, TENDERS)}
          </p>
        )}
        {list.isError && !tenders ? (
          <ListError
            text="Не удалось загрузить список тендеров."
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : !tenders ? (
          <ListSkeleton label="Загружаем тендеры…" />
        ) : tenders.length === 0 ? (
          <ListEmpty onReset={filtered ? reset : undefined}>
            {filtered
              ? 'Под выбранные условия тендеров нет. Измените фильтры или сбросьте их.'
              : 'Сейчас открытых тендеров нет. Новые появятся на этой странице.'}
          </ListEmpty>
        ) : (
          <ul className={styles.list} aria-busy={list.isFetching || undefined}>
            {tenders.map((tender) => (
              <TenderCard
                key={tender.id}
                tender={tender}
                expanded={open === tender.id}
                onToggle={() => setOpen(open === tender.id ? null : tender.id)}
                onApply={onApply}
                now={now}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
