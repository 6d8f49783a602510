/**
 * The filters under «Все фильтры»: the table's `extra` group — range
 * sliders (floor), on/off features, completion, finishing, views, ranges
 * picked from presets (ceiling height), status and building.
 */
import { NBSP } from '@/lib/format';
import { FLAG_FILTERS, RANGE_FILTERS, rangeParam, type RangeSpec } from '@/schemas/lot-filter-params';
import type { Range } from '@/schemas/lots';
import { Select } from '@/ui/select/select';
import type { FilterGroupProps } from './common-filters';
import { FacetPills, FacetSelect, FacetToggle } from './facet-controls';
import { RESIDENTIAL_KINDS, kindOf } from './lot-kinds';
import { RangeFilter } from './range-filter';
import { formatScreen, toScreen } from './range-units';
import styles from './filters.module.css';

const EXTRA_RANGES = RANGE_FILTERS.filter((row) => row.group === 'extra');
const SLIDERS = EXTRA_RANGES.filter((row) => !row.presets);
const PRESET_RANGES = EXTRA_RANGES.filter((row) => row.presets);
const TOGGLES = FLAG_FILTERS.filter((row) => row.group === 'extra');

/** Lower bounds people ask for («от 3 м», API units); only those inside the current span are offered. */
function presetOptions(row: RangeSpec, range: Range | undefined, chosen: number | undefined) {
  const values = (row.presets ?? []).filter((value) => (range?.min ?? 0) <= value && value <= (range?.max ?? 0));
  if (chosen !== undefined && !values.includes(chosen)) values.push(chosen);
  return [
    { value: '', label: 'Любая', reset: true },
    ...values
      .sort((a, b) => a - b)
      .map((value) => ({ value, label: `от${NBSP}${formatScreen(toScreen(value, row))}${NBSP}${row.unit}` })),
  ];
}

function PresetRange({ row, filters, specs, onChange }: Omit<FilterGroupProps, 'facets'> & { row: RangeSpec }) {
  const param = rangeParam(row, 'min');
  const chosen = (filters as Partial<Record<string, number>>)[param];
  const options = presetOptions(row, specs?.[row.key], chosen);
  if (options.length <= 2) return null;
  return (
    <Select
      className={styles.control}
      label={row.label}
      options={options}
      value={chosen ?? ''}
      onChange={(value) => onChange({ ...filters, [param]: typeof value === 'number' ? value : undefined })}
    />
  );
}

export function ExtraFilters({ filters, facets, specs, onChange }: FilterGroupProps) {
  const kind = kindOf(filters);
  const residential = kind === null || RESIDENTIAL_KINDS.has(kind);
  return (
    <>
      {SLIDERS.map((row) => (
        <RangeFilter key={row.key} name={row.key} filters={filters} specs={specs} onChange={onChange} />
      ))}
      <div className={styles.toggles}>
        {TOGGLES.map(
          (row) =>
            (residential || !row.homesOnly) && (
              <FacetToggle
                key={row.key}
                filter={row.key}
                label={row.label}
                options={facets?.[row.key]}
                filters={filters}
                onChange={onChange}
              />
            ),
        )}
      </div>
      <FacetSelect
        filter="completion"
        emptyLabel="Любой"
        options={facets?.completion}
        filters={filters}
        onChange={onChange}
      />
      <FacetPills filter="finishing" options={facets?.finishing} filters={filters} onChange={onChange} />
      {residential && (
        <FacetSelect
          filter="directions"
          emptyLabel="Любой"
          options={facets?.directions}
          filters={filters}
          onChange={onChange}
        />
      )}
      {PRESET_RANGES.map((row) => (
        <PresetRange key={row.key} row={row} filters={filters} specs={specs} onChange={onChange} />
      ))}
      <FacetPills filter="status" options={facets?.status} filters={filters} onChange={onChange} />
      <FacetSelect
        filter="building"
        emptyLabel="Все корпуса"
        nested
        options={facets?.building}
        filters={filters}
        onChange={onChange}
      />
    </>
  );
}
