/**
 * The filters most buyers use, always in view on wide screens: project,
 * rooms (residential kinds) or the kind of premises (commercial), and the
 * range filters of the table's `common` group (price, area). Each sits in a
 * named slot so the wide layout can place them (filters.module.css).
 */
import { roomFilterLabel } from '@/lib/format';
import { COMMERCIAL_KINDS } from '@/schemas/lot-kinds';
import { RANGE_FILTERS } from '@/schemas/lot-filter-params';
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

const COMMON_RANGES = RANGE_FILTERS.filter((row) => row.group === 'common');

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
            options={facets?.type}
            only={COMMERCIAL_KINDS}
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
      {COMMON_RANGES.map((row) => (
        <div key={row.key} className={styles.slot} data-slot={row.key}>
          <RangeFilter name={row.key} filters={filters} specs={specs} onChange={onChange} />
        </div>
      ))}
    </>
  );
}
