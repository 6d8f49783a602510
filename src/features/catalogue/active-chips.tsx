/**
 * A removable chip for every active filter and «Сбросить все». Nothing is
 * rendered while no filter is on.
 */
import { useMemo } from 'react';
import { Chip, ChipList } from '@/ui/chip/chip';
import { activeChips, facetLabels, resetFilters } from './filter-chips';
import { useCatalogueFilters } from './use-catalogue-filters';
import { useLotFacets } from './use-catalogue-data';

export function ActiveChips() {
  const { filters, catalogue, update } = useCatalogueFilters();
  const facets = useLotFacets(catalogue, filters);
  const chips = useMemo(() => activeChips(filters, facetLabels(facets)), [filters, facets]);
  if (chips.length === 0) return null;
  return (
    <ChipList label="Активные фильтры" onClear={() => update(resetFilters(filters))}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <Chip onRemove={() => update(chip.remove(filters))}>{chip.label}</Chip>
        </li>
      ))}
    </ChipList>
  );
}
