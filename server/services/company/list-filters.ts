/**
 * Filtering and facets of the small company lists (tenders, vacancies,
 * partnership pages): tens of rows, so they are filtered in memory. A facet
 * counts items under the OTHER active filters, so choosing a value never
 * hides its siblings (as the lot catalogue does); a value giving nothing is
 * disabled.
 */
import type { FacetOption } from '../../../src/schemas/lots.ts';
import { facetOption } from '../facet-option.ts';

type Value = string | number;
export type Filters = Readonly<Record<string, readonly Value[] | undefined>>;

export interface Dimension<T> {
  key: string;
  value: (item: T) => Value;
  /** Display name of a value; the value itself by default. */
  label?: (value: Value, item?: T) => string;
  /** Fixed order of values (an enum); otherwise the order they first appear in. */
  order?: readonly Value[];
}

function matches<T>(item: T, dimensions: readonly Dimension<T>[], filters: Filters, skip?: string): boolean {
  return dimensions.every((dimension) => {
    if (dimension.key === skip) return true;
    const chosen = filters[dimension.key];
    return !chosen || chosen.length === 0 || chosen.includes(dimension.value(item));
  });
}

export function filterItems<T>(items: readonly T[], dimensions: readonly Dimension<T>[], filters: Filters): T[] {
  return items.filter((item) => matches(item, dimensions, filters));
}

export function facetsOf<T>(
  items: readonly T[],
  dimensions: readonly Dimension<T>[],
  filters: Filters,
): Record<string, FacetOption[]> {
  const out: Record<string, FacetOption[]> = {};
  for (const dimension of dimensions) {
    const labels = new Map<Value, string>();
    for (const value of dimension.order ?? []) labels.set(value, dimension.label?.(value) ?? String(value));
    for (const item of items) {
      const value = dimension.value(item);
      if (!labels.has(value)) labels.set(value, dimension.label?.(value, item) ?? String(value));
    }
    const counts = new Map<Value, number>();
    for (const item of items) {
      if (!matches(item, dimensions, filters, dimension.key)) continue;
      const value = dimension.value(item);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    out[dimension.key] = [...labels].map(([value, label]) => {
      const count = counts.get(value) ?? 0;
      return facetOption(value, label, count);
    });
  }
  return out;
}

/** Min and max of the present values; nulls when there are none. */
export function rangeOf(values: ReadonlyArray<number | null | undefined>): { min: number | null; max: number | null } {
  const present = values.filter((value): value is number => typeof value === 'number');
  return present.length === 0 ? { min: null, max: null } : { min: Math.min(...present), max: Math.max(...present) };
}

/** `{id}` as a number or a slug. */
export const byIdOrSlug = (id: string) => (item: { id: number; slug: string }) =>
  /^\d+$/.test(id) ? item.id === Number(id) : item.slug === id;
