/**
 * Filter bar of the project lists: district, completion year and metro as
 * multiple selects, «has free lots» as a switch. Options and their counts
 * come from `facets/` under the other active filters.
 */
import { Select, type SelectValue } from '@/ui/select/select';
import { Toggle } from '@/ui/toggle/toggle';
import type { ProjectFacets } from '@/schemas/projects';
import { facetSelectOptions, type ProjectListFilters } from './project-filters-model';
import styles from './projects-list.module.css';

export interface ProjectsFiltersProps {
  filters: ProjectListFilters;
  facets: ProjectFacets['facets'] | undefined;
  onChange: (next: ProjectListFilters) => void;
}

const numbers = (values: SelectValue[]) => values.map(Number).filter(Number.isInteger);

export function ProjectsFilters({ filters, facets, onChange }: ProjectsFiltersProps) {
  const freeOption = facets?.has_free_lots?.find((option) => option.value === true);
  return (
    <div className={styles.filters} role="group" aria-label="Фильтры проектов">
      <Select
        multiple
        label="Район"
        placeholder="Все районы"
        options={facetSelectOptions(facets?.district, filters.district, 'Все районы')}
        value={filters.district}
        onChange={(values) => onChange({ ...filters, district: values.map(String) })}
      />
      <Select
        multiple
        label="Год сдачи"
        placeholder="Любой"
        options={facetSelectOptions(facets?.completion_year, filters.completion_year, 'Любой год')}
        value={filters.completion_year}
        onChange={(values) => onChange({ ...filters, completion_year: numbers(values) })}
      />
      <Select
        multiple
        label="Метро"
        placeholder="Все станции"
        options={facetSelectOptions(facets?.metro, filters.metro, 'Все станции')}
        value={filters.metro}
        onChange={(values) => onChange({ ...filters, metro: numbers(values) })}
      />
      <Toggle
        className={styles.toggle}
        label={freeOption?.label ?? 'Есть лоты в продаже'}
        checked={filters.has_free_lots}
        // Nothing to narrow to: the switch would only empty the list.
        disabled={!filters.has_free_lots && freeOption !== undefined && freeOption.count === 0}
        onChange={(checked) => onChange({ ...filters, has_free_lots: checked })}
      />
    </div>
  );
}
