/**
 * The /documents filter lives in the address (`?project=3,0&category=permit&year=2025`)
 * so a filtered list can be shared and survives back/forward. Unknown values
 * are dropped rather than sent: the API would answer 400 for them.
 */
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/schemas/content-categories';
import type { DocumentsFilter } from '@/schemas/content-pages';

export type FilterKey = keyof DocumentsFilter;
const FILTER_KEYS: readonly FilterKey[] = ['project', 'category', 'year'];

const list = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const ints = (parts: string[], min: number, max: number) => [
  ...new Set(
    parts
      .filter((part) => /^\d{1,10}$/.test(part))
      .map(Number)
      .filter((n) => n >= min && n <= max),
  ),
];

export function readDocumentsFilter(params: URLSearchParams): DocumentsFilter {
  const filter: DocumentsFilter = {};
  const project = ints(list(params, 'project'), 0, 2_147_483_647);
  const category = list(params, 'category').filter((part): part is DocumentCategory =>
    (DOCUMENT_CATEGORIES as readonly string[]).includes(part),
  );
  const year = ints(list(params, 'year'), 2000, 2100);
  if (project.length) filter.project = project;
  if (category.length) filter.category = [...new Set(category)];
  if (year.length) filter.year = year;
  return filter;
}

/** Adds or removes one value; other query keys (utm tags…) stay as they are. */
export function toggleFilterValue(params: URLSearchParams, key: FilterKey, value: string | number): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = list(params, key);
  const text = String(value);
  const values = current.includes(text) ? current.filter((part) => part !== text) : [...current, text];
  if (values.length) next.set(key, values.join(','));
  else next.delete(key);
  return next;
}

export function clearFilter(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

export function isFiltered(filter: DocumentsFilter): boolean {
  return FILTER_KEYS.some((key) => (filter[key]?.length ?? 0) > 0);
}
