/**
 * The catalogue's defaults (homes on sale, `withCatalogueDefaults` in
 * src/lib/on-sale.ts, decision 031) as the screen treats them: a key that
 * holds exactly its default is no filter the visitor set — not written into
 * the address, no chip, not counted in «Фильтры (N)», never offered to drop.
 */
import { HOME_PROPERTY_TYPES, ON_SALE_STATUSES } from '@/lib/on-sale';
import type { LotsFilters } from '@/schemas/lots';

const same = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && b.every((item) => a.includes(item));

/** Keys of `filters` that hold exactly their default (so there is nothing to remove or drop). */
export function defaultedKeys(filters: LotsFilters): Array<'property_type' | 'status'> {
  const keys: Array<'property_type' | 'status'> = [];
  if (!filters.type?.length && same(filters.property_type, HOME_PROPERTY_TYPES)) keys.push('property_type');
  if (same(filters.status, ON_SALE_STATUSES)) keys.push('status');
  return keys;
}

/** The filters without the values that equal the defaults: what the address holds. */
export function withoutCatalogueDefaults(filters: LotsFilters): LotsFilters {
  const next: LotsFilters = { ...filters };
  for (const key of defaultedKeys(filters)) delete next[key];
  return next;
}
