/**
 * Option logic of the Select (spec §3 option shape, §4 behaviour), kept pure
 * for tests: which options can be picked, what a pick does to the value and
 * what the closed select shows.
 */

export type SelectValue = string | number;

export interface SelectOption {
  label: string;
  /** '' or null marks the «empty» option (e.g. «Все проекты»): picking it clears a multiple choice. */
  value: SelectValue | null;
  disabled?: boolean;
  /** Shorter text for the closed select when this option is chosen («Студия» → «Ст.»). */
  displayName?: string;
  /** Explicitly an «empty» option, whatever its value. */
  reset?: boolean;
  /** A nested list: the option becomes a group heading and its items are picked instead. */
  menu?: readonly SelectOption[];
}

/** A pickable option in display order, with the group it belongs to. */
export interface FlatOption {
  option: SelectOption;
  /** Index of the top-level option that holds it in its `menu`; null at the top level. */
  group: number | null;
}

export const isResetOption = (option: SelectOption): boolean =>
  option.reset === true || option.value === null || option.value === '';

/** Pickable options in order; group headings themselves are not options. */
export function flattenOptions(options: readonly SelectOption[]): FlatOption[] {
  const flat: FlatOption[] = [];
  const walk = (list: readonly SelectOption[], group: number | null) =>
    list.forEach((option, index) => {
      if (option.menu) walk(option.menu, group ?? index);
      else flat.push({ option, group });
    });
  walk(options, null);
  return flat;
}

/** Spec §4: a multiple choice toggles the option; the empty option clears the list. */
export function toggleValue(values: readonly SelectValue[], option: SelectOption): SelectValue[] {
  if (isResetOption(option) || option.value === null) return [];
  return values.includes(option.value) ? values.filter((value) => value !== option.value) : [...values, option.value];
}

export function isOptionSelected(option: SelectOption, value: SelectValue | null | readonly SelectValue[]): boolean {
  if (Array.isArray(value))
    return isResetOption(option) ? value.length === 0 : option.value !== null && value.includes(option.value);
  const single = value as SelectValue | null;
  if (isResetOption(option)) return single === null || single === '' || single === option.value;
  return option.value === single;
}

const shown = (option: SelectOption) => option.displayName ?? option.label;

/**
 * Text of the closed select: the chosen options (by `displayName` when
 * given), or the empty option's text, or the placeholder when nothing fits.
 */
export function selectionText(
  options: readonly SelectOption[],
  value: SelectValue | null | readonly SelectValue[],
  placeholder: string,
): { text: string; empty: boolean } {
  const flat = flattenOptions(options).map((item) => item.option);
  const chosen = flat.filter((option) => !isResetOption(option) && isOptionSelected(option, value));
  if (chosen.length > 0) return { text: chosen.map(shown).join(', '), empty: false };
  const reset = flat.find(isResetOption);
  return reset && isOptionSelected(reset, value)
    ? { text: shown(reset), empty: false }
    : { text: placeholder, empty: true };
}

/** Next enabled index from `from` in `direction`, stopping at the ends; -1 when none. */
export function stepIndex(items: readonly FlatOption[], from: number, direction: 1 | -1): number {
  for (let index = from + direction; index >= 0 && index < items.length; index += direction) {
    if (!items[index].option.disabled) return index;
  }
  return from >= 0 && from < items.length && !items[from].option.disabled ? from : -1;
}

export const firstEnabled = (items: readonly FlatOption[]): number => stepIndex(items, -1, 1);
export const lastEnabled = (items: readonly FlatOption[]): number => stepIndex(items, items.length, -1);

/** Type-ahead: the next enabled option after `from` whose label starts with `query`, wrapping round. */
export function findByText(items: readonly FlatOption[], query: string, from: number): number {
  const needle = query.toLocaleLowerCase('ru');
  for (let offset = 1; offset <= items.length; offset += 1) {
    const index = (from + offset + items.length) % items.length;
    const { option } = items[index];
    if (!option.disabled && option.label.toLocaleLowerCase('ru').startsWith(needle)) return index;
  }
  return -1;
}
