/**
 * The filters under «Все фильтры»: floor, completion, finishing, views,
 * features, ceiling height, status, discount and building.
 */
import { NBSP, formatNumber } from '@/lib/format';
import { Select } from '@/ui/select/select';
import type { FilterGroupProps } from './common-filters';
import { FacetPills, FacetSelect, FacetToggle } from './facet-controls';
import { RESIDENTIAL_KINDS, kindOf } from './lot-kinds';
import { RangeFilter } from './range-filter';
import styles from './filters.module.css';

/** Ceiling heights people ask for; only those inside the current span are offered. */
const CEILINGS = [2.7, 2.8, 3, 3.1, 3.2, 3.3, 3.5, 3.8, 4, 4.5, 5, 6];

function ceilingOptions(min: number | null | undefined, max: number | null | undefined, chosen: number | undefined) {
  const values = CEILINGS.filter((value) => (min ?? 0) <= value && value <= (max ?? 0));
  if (chosen !== undefined && !values.includes(chosen)) values.push(chosen);
  return [
    { value: '', label: 'Любая', reset: true },
    ...values
      .sort((a, b) => a - b)
      .map((value) => ({ value, label: `от${NBSP}${formatNumber(value, { maxDecimals: 2 })}${NBSP}м` })),
  ];
}

export function ExtraFilters({ filters, facets, specs, onChange }: FilterGroupProps) {
  const kind = kindOf(filters);
  const residential = kind === null || RESIDENTIAL_KINDS.has(kind);
  const ceilings = ceilingOptions(specs?.ceiling.min, specs?.ceiling.max, filters.ceiling_min);
  return (
    <>
      <RangeFilter name="floor" filters={filters} specs={specs} onChange={onChange} />
      <div className={styles.toggles}>
        <FacetToggle
          filter="not_first_floor"
          label="Не первый этаж"
          options={facets?.not_first_floor}
          filters={filters}
          onChange={onChange}
        />
        <FacetToggle
          filter="not_last_floor"
          label="Не последний этаж"
          options={facets?.not_last_floor}
          filters={filters}
          onChange={onChange}
        />
        {residential && (
          <>
            <FacetToggle
              filter="balcony"
              label="Балкон"
              options={facets?.balcony}
              filters={filters}
              onChange={onChange}
            />
            <FacetToggle
              filter="dressing_room"
              label="Гардеробная"
              options={facets?.dressing_room}
              filters={filters}
              onChange={onChange}
            />
          </>
        )}
        <FacetToggle
          filter="discount"
          label="Со скидкой"
          options={facets?.discount}
          filters={filters}
          onChange={onChange}
        />
      </div>
      <FacetSelect
        filter="completion"
        label="Срок сдачи"
        emptyLabel="Любой"
        options={facets?.completion}
        filters={filters}
        onChange={onChange}
      />
      <FacetPills
        filter="finishing"
        label="Отделка"
        options={facets?.finishing}
        filters={filters}
        onChange={onChange}
      />
      {residential && (
        <FacetSelect
          filter="directions"
          label="Вид из окон"
          emptyLabel="Любой"
          options={facets?.directions}
          filters={filters}
          onChange={onChange}
        />
      )}
      {ceilings.length > 2 && (
        <Select
          className={styles.control}
          label="Высота потолков"
          options={ceilings}
          value={filters.ceiling_min ?? ''}
          onChange={(value) => onChange({ ...filters, ceiling_min: typeof value === 'number' ? value : undefined })}
        />
      )}
      <FacetPills filter="status" label="Статус" options={facets?.status} filters={filters} onChange={onChange} />
      <FacetSelect
        filter="building"
        label="Корпус"
        emptyLabel="Все корпуса"
        nested
        options={facets?.building}
        filters={filters}
        onChange={onChange}
      />
    </>
  );
}
