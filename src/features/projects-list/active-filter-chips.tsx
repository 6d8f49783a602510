/** Removable chips for every active filter value, with «Сбросить все». */
import { Chip, ChipList } from '@/ui/chip/chip';
import type { ProjectFacets } from '@/schemas/projects';
import { EMPTY_FILTERS, activeFilterCount, facetLabel, type ProjectListFilters } from './project-filters-model';

export interface ActiveFilterChipsProps {
  filters: ProjectListFilters;
  facets: ProjectFacets['facets'] | undefined;
  onChange: (next: ProjectListFilters) => void;
}

export function ActiveFilterChips({ filters, facets, onChange }: ActiveFilterChipsProps) {
  if (activeFilterCount(filters) === 0) return null;
  const without =
    <K extends 'district' | 'completion_year' | 'metro'>(key: K, value: ProjectListFilters[K][number]) =>
    () =>
      onChange({ ...filters, [key]: (filters[key] as Array<typeof value>).filter((item) => item !== value) });
  return (
    <ChipList label="Выбранные фильтры" onClear={() => onChange(EMPTY_FILTERS)}>
      {filters.district.map((value) => (
        <li key={`d-${value}`}>
          <Chip onRemove={without('district', value)}>{value}</Chip>
        </li>
      ))}
      {filters.completion_year.map((value) => (
        <li key={`y-${value}`}>
          <Chip onRemove={without('completion_year', value)}>{facetLabel(facets?.completion_year, value)}</Chip>
        </li>
      ))}
      {filters.metro.map((value) => (
        <li key={`m-${value}`}>
          <Chip onRemove={without('metro', value)}>{facetLabel(facets?.metro, value)}</Chip>
        </li>
      ))}
      {filters.has_free_lots && (
        <li>
          <Chip onRemove={() => onChange({ ...filters, has_free_lots: false })}>
            {facets?.has_free_lots?.[0]?.label ?? 'Есть лоты в продаже'}
          </Chip>
        </li>
      )}
    </ChipList>
  );
}
