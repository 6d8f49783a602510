/** Department, city, employment type and experience of the vacancy list; counts from `vacancy/facets/`. */
import type { FacetOption } from '@/schemas/lots';
import { Select } from '@/ui/select/select';
import { facetSelectOptions } from '@/entities/company/facet-select-options';
import type { ListFilters } from '@/entities/company/use-list-filters';
import styles from '@/entities/company/company-list.module.css';

export const VACANCY_FILTER_KEYS = ['department', 'city', 'employment', 'experience'] as const;
export type VacancyFilterKey = (typeof VACANCY_FILTER_KEYS)[number];

const SELECTS: Array<{ key: VacancyFilterKey; label: string; all: string }> = [
  { key: 'department', label: 'Направление', all: 'Все направления' },
  { key: 'city', label: 'Город', all: 'Все города' },
  { key: 'employment', label: 'Формат работы', all: 'Любой формат' },
  { key: 'experience', label: 'Опыт работы', all: 'Любой опыт' },
];

interface Props {
  filters: ListFilters<VacancyFilterKey>;
  facets: Record<string, FacetOption[]> | undefined;
  onChange: (key: VacancyFilterKey, value: string | null) => void;
}

export function VacancyFilters({ filters, facets, onChange }: Props) {
  return (
    <div className={styles.filters}>
      {SELECTS.map(({ key, label, all }) => (
        <Select
          key={key}
          label={label}
          options={facetSelectOptions(facets?.[key], filters[key], all)}
          value={filters[key] ?? ''}
          onChange={(value) => onChange(key, value === null ? null : String(value))}
        />
      ))}
    </div>
  );
}
