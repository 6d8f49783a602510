/**
 * Option filters driven by `facets/`: each value shows how many lots it
 * would give under the other active filters and is disabled at 0 (unless
 * already chosen, so it can still be switched off). Three looks: pills
 * (rooms, status), a multiple Select (projects, completion, views) and an
 * on/off toggle (balcony, not first floor…).
 */
import { filterLabel } from '@/schemas/lot-filter-params';
import type { FlagFilter as FlagRowOf, ListFilter as ListRowOf } from '@/schemas/lot-filters';
import type { FacetOption, LotsFilters } from '@/schemas/lots';
import { CheckboxGroup } from '@/ui/checkbox-group/checkbox-group';
import { Select, type SelectOption, type SelectValue } from '@/ui/select/select';
import { Toggle } from '@/ui/toggle/toggle';
import styles from './filters.module.css';

type ListFilter = ListRowOf['key'];
type FlagFilter = FlagRowOf['key'];
type Value = string | number;

interface ListProps {
  filter: ListFilter;
  /** The control's name when the panel words it unlike the filter table («Комнат»); else the table's label. */
  label?: string;
  options: readonly FacetOption[] | undefined;
  filters: LotsFilters;
  onChange: (next: LotsFilters) => void;
  /** Screen text of a value when the facet's own label is too terse. */
  labelOf?: (option: FacetOption) => string;
  /** Only these values are offered (commercial sub-types). */
  only?: readonly Value[];
}

const chosenOf = (filters: LotsFilters, filter: ListFilter) => (filters[filter] ?? []) as readonly Value[];

/** Options worth offering: scalar values, filtered by `only`. */
function listOptions({ options, only }: Pick<ListProps, 'options' | 'only'>): FacetOption[] {
  return (options ?? []).filter(
    (option) => typeof option.value !== 'boolean' && (!only || only.includes(option.value as Value)),
  );
}

/** A facet with nothing to offer (no lot has any value, none chosen) is not shown at all. */
function hasChoices(options: readonly FacetOption[] | undefined, chosen: readonly Value[]): boolean {
  return chosen.length > 0 || (options ?? []).some((option) => option.count > 0);
}

function setList(filters: LotsFilters, filter: ListFilter, values: readonly Value[]): LotsFilters {
  return { ...filters, [filter]: values.length > 0 ? [...values] : undefined };
}

export function FacetPills(props: ListProps) {
  const { filter, label = filterLabel(filter), filters, onChange, labelOf } = props;
  const chosen = chosenOf(filters, filter);
  const options = listOptions(props);
  if (!hasChoices(options, chosen)) return null;
  return (
    <CheckboxGroup<Value>
      className={styles.control}
      legend={label}
      variant="pills"
      value={chosen}
      options={options.map((option) => ({
        value: option.value as Value,
        label: labelOf ? labelOf(option) : option.label,
        count: option.count,
        disabled: option.count === 0 && !chosen.includes(option.value as Value),
      }))}
      onChange={(values) => onChange(setList(filters, filter, values))}
    />
  );
}

export function FacetSelect(props: ListProps & { emptyLabel: string; nested?: boolean }) {
  const { filter, label = filterLabel(filter), filters, onChange, emptyLabel, nested } = props;
  const chosen = chosenOf(filters, filter);
  const options = listOptions(props);
  if (!hasChoices(options, chosen)) return null;
  const toOption = (option: FacetOption): SelectOption => ({
    value: option.value as Value,
    label: `${option.label} · ${option.count}`,
    displayName: option.label,
    disabled: option.count === 0 && !chosen.includes(option.value as Value),
  });
  let items: SelectOption[] = options.map(toOption);
  if (nested) {
    // Buildings come grouped by project: one nested menu per project (spec §3 option `menu`).
    const groups = new Map<string, SelectOption[]>();
    for (const option of options) {
      const key = option.group ?? '';
      groups.set(key, [...(groups.get(key) ?? []), toOption(option)]);
    }
    items = [...groups].flatMap(([group, menu]) => (group ? [{ value: `group:${group}`, label: group, menu }] : menu));
  }
  return (
    <Select
      className={styles.control}
      label={label}
      multiple
      options={[{ value: '', label: emptyLabel, reset: true }, ...items]}
      value={chosen as SelectValue[]}
      onChange={(values) => onChange(setList(filters, filter, values))}
    />
  );
}

export function FacetToggle({
  filter,
  label,
  options,
  filters,
  onChange,
}: {
  filter: FlagFilter;
  label: string;
  options: readonly FacetOption[] | undefined;
  filters: LotsFilters;
  onChange: (next: LotsFilters) => void;
}) {
  const checked = filters[filter] === true;
  const count = options?.find((option) => option.value === true)?.count;
  if (!checked && options !== undefined && !count) return null;
  return (
    <Toggle
      className={styles.toggle}
      label={
        count !== undefined ? (
          <>
            {label} <span className={styles.count}>{count}</span>
          </>
        ) : (
          label
        )
      }
      checked={checked}
      onChange={(on) => onChange({ ...filters, [filter]: on ? true : undefined })}
    />
  );
}
