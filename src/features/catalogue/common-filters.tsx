/**
 * The filters most buyers use, always in view on wide screens: project,
 * rooms (residential kinds) or the kind of premises (commercial), price
 * and area. Each sits in a named
 * slot so the wide layout can place them (filters.module.css).
 */
import { roomFilterLabel } from '@/lib/format';
import type { Facets, LotsFilters, Specs } from '@/schemas/lots';
import { FacetPills, FacetSelect } from './facet-controls';
import { RESIDENTIAL_KINDS, kindOf } from './lot-kinds';
import { RangeFilter } from './range-filter';
import styles from './filters.module.css';

export interface FilterGroupProps {
  filters: LotsFilters;
  facets: Facets['facets'] | undefined;
  specs: Specs | undefined;
  onChange: (next: LotsFilters, source?: string) => void;
}

const COMMERCIAL_SUBTYPES = ['commercial', 'premise', 'office'] as const;

/** Picking no sub-type means «all commercial premises» — the Коммерция tab itself. */
function setSubtypes(filters: LotsFilters): LotsFilters {
  const picked = (filters.type ?? []).filter((value) => value !== 'commercials');
  return { ...filters, type: picked.length > 0 ? picked : ['commercials'] };
}

export function CommonFilters({ filters, facets, specs, onChange }: FilterGroupProps) {
  const kind = kindOf(filters);
  const residential = kind === null || RESIDENTIAL_KINDS.has(kind);
  return (
    <>
      <div className={styles.slot} data-slot="project">
        <FacetSelect
          filter="project"
          label="Проект"
          emptyLabel="Все проекты"
          options={facets?.project}
          filters={filters}
          onChange={onChange}
        />
      </div>
      {kind === 'commercials' && (
        <div className={styles.slot} data-slot="rooms">
          <FacetPills
            filter="type"
            label="Тип помещения"
            options={facets?.type}
            only={COMMERCIAL_SUBTYPES}
            filters={filters}
            onChange={(next) => onChange(setSubtypes(next))}
          />
        </div>
      )}
      {residential && (
        <div className={styles.slot} data-slot="rooms">
          <FacetPills
            filter="rooms"
            label="Комнат"
            options={facets?.rooms}
            filters={filters}
            onChange={onChange}
            labelOf={(option) => roomFilterLabel(String(option.value))}
          />
        </div>
      )}
      <div className={styles.slot} data-slot="price">
        <RangeFilter name="price" filters={filters} specs={specs} onChange={onChange} />
      </div>
      <div className={styles.slot} data-slot="area">
        <RangeFilter name="area" filters={filters} specs={specs} onChange={onChange} />
      </div>
    </>
  );
}
