/**
 * Above the list: «Найдено 1 234 лота», the sorting select and the
 * cards/list switch. The count is announced politely as filters change.
 */
import { LOT_ORDERINGS, type LotOrdering } from '@/schemas/lot-vocabulary';
import { Select } from '@/ui/select/select';
import type { LotCardView } from '@/entities/lot/lot-card';
import { ORDERING_LABELS, foundText } from './catalogue-texts';
import { useCatalogueFilters } from './use-catalogue-filters';
import { useLotCount } from './use-catalogue-data';
import { setViewMode, useViewMode } from './use-view-mode';
import styles from './catalogue.module.css';

/** The API's own default: cheapest first. Choosing it keeps the URL without `ordering`. */
const DEFAULT_ORDERING: LotOrdering = 'price';
const SORT_OPTIONS = LOT_ORDERINGS.map((value) => ({ value, label: ORDERING_LABELS[value] }));

const VIEWS: readonly { id: LotCardView; label: string; icon: string }[] = [
  { id: 'card', label: 'Карточками', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { id: 'list', label: 'Списком', icon: 'M4 5h16M4 12h16M4 19h16' },
];

export function ResultsToolbar() {
  const { filters, catalogue, update } = useCatalogueFilters();
  const count = useLotCount(catalogue, filters);
  const view = useViewMode();
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {count === undefined ? '\u00a0' : foundText(count)}
      </p>
      <Select
        className={styles.sort}
        label="Сортировка"
        hideLabel
        options={SORT_OPTIONS}
        value={filters.ordering ?? DEFAULT_ORDERING}
        onChange={(value) => {
          const ordering = value === DEFAULT_ORDERING ? undefined : (value as LotOrdering);
          update({ ...filters, ordering });
        }}
      />
      <div className={styles.views} role="group" aria-label="Вид списка">
        {VIEWS.map((item) => (
          <button
            key={item.id}
            type="button"
            className={styles.viewButton}
            aria-pressed={view === item.id}
            aria-label={item.label}
            title={item.label}
            onClick={() => setViewMode(item.id)}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <path d={item.icon} />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}
