/** Category, project and status of the tender list; counts come from `tenders/facets/`. */
import type { FacetOption } from '@/schemas/lots';
import { Select } from '@/ui/select/select';
import { facetSelectOptions } from '@/entities/company/facet-select-options';
import type { ListFilters } from '@/entities/company/use-list-filters';
import styles from '@/entities/company/company-list.module.css';

export const TENDER_FILTER_KEYS = ['category', 'project', 'status'] as const;
export type TenderFilterKey = (typeof TENDER_FILTER_KEYS)[number];
/** Any status: the server shows open tenders when none is given. */
const ANY_STATUS = 'open,summing_up,closed';

interface Props {
  filters: ListFilters<TenderFilterKey>;
  facets: Record<string, FacetOption[]> | undefined;
  onChange: (key: TenderFilterKey, value: string | null) => void;
}

export function TendersFilters({ filters, facets, onChange }: Props) {
  const statusOptions = facetSelectOptions(facets?.status, filters.status, 'Все статусы').map((option) =>
    option.reset ? { ...option, value: ANY_STATUS, reset: false } : option,
  );
  return (
    <div className={styles.filters}>
      <Select
        label="Категория работ"
        options={facetSelectOptions(facets?.category, filters.category, 'Все категории')}
        value={filters.category ?? ''}
        onChange={(value) => onChange('category', value === null ? null : String(value))}
      />
      <Select
        label="Проект"
        options={facetSelectOptions(facets?.project, filters.project, 'Все проекты')}
        value={filters.project ?? ''}
        onChange={(value) => onChange('project', value === null ? null : String(value))}
      />
      <Select
        label="Статус"
        options={statusOptions}
        value={filters.status ?? 'open'}
        onChange={(value) => onChange('status', value === null || value === 'open' ? null : String(value))}
      />
    </div>
  );
}
