/**
 * Per-parameter validation of the /lots URL with exactly the rules of
 * `lotsQuerySchema`, without zod: both are built from the filter table
 * (src/schemas/lot-filters.ts), sharing each list item's reader; only the
 * generic readers of a comma list, a bound and a flag are written twice.
 *
 * Why not the schema itself: zod in the catalogue's first load costs
 * +24.6 kB brotli on /lots (150.6 → 175.2 kB, measured with size-report.ts
 * on issue 33), far above what this file costs. url-validation.test.ts runs
 * every parameter side by side with `lotsQuerySchema.shape[key].safeParse`,
 * so the two readings cannot drift.
 */
import { MAX_ITEMS } from '@/schemas/list-limits';
import { FILTER_PARAMS, type FilterParamInfo } from '@/schemas/lot-filter-params';
import { LOT_ORDERINGS, type LotOrdering } from '@/schemas/lot-vocabulary';
import type { LotsFilters } from '@/schemas/lots';
import { numeralPattern } from '@/schemas/numerals';

type Raw = unknown;
type Result = { ok: true; value: unknown } | { ok: false };
const OK = (value: unknown): Result => ({ ok: true, value });
const FAIL: Result = { ok: false };

/** A single value or a comma list (schema `parts`): trimmed, non-empty. */
function parts(value: Raw): string[] {
  const raw = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Schema `csv`: string, number or an array of them; one bad item rejects the field; duplicates dropped. */
function csv<T>(parse: (part: string) => T | undefined) {
  return (value: Raw): Result => {
    const scalar = (item: Raw) => typeof item === 'string' || typeof item === 'number';
    if (!(scalar(value) || (Array.isArray(value) && value.every(scalar)))) return FAIL;
    const items = parts(value);
    if (items.length > MAX_ITEMS) return FAIL;
    const out: T[] = [];
    for (const item of items) {
      const parsed = parse(item);
      if (parsed === undefined) return FAIL;
      if (!out.includes(parsed)) out.push(parsed);
    }
    return OK(out);
  };
}

/** Schema `bound`: empty is absent, an array counts by its last item, then a finite number or its plain digits, in range. */
function bound(min: number, max: number, int = false) {
  return (value: Raw): Result => {
    const picked = value === '' || value === undefined ? undefined : Array.isArray(value) ? value.at(-1) : value;
    if (picked === undefined) return OK(undefined);
    const written = typeof picked === 'string' && numeralPattern(min, int).test(picked);
    if (typeof picked !== 'number' && !written) return FAIL;
    const number = Number(picked);
    const whole = int ? Number.isSafeInteger(number) : Number.isFinite(number);
    return whole && number >= min && number <= max ? OK(number) : FAIL;
  };
}

/** Schema `flag`: 'true'/'1' on, 'false'/'0'/'' off, real booleans as they are. */
function flag(value: Raw): Result {
  if (value === 'true' || value === '1') return OK(true);
  if (value === 'false' || value === '0' || value === '') return OK(false);
  return typeof value === 'boolean' ? OK(value) : FAIL;
}

/** The rule of a parameter from its table row, as `filterField` in lots.ts builds the zod one. */
function ruleOf({ row }: FilterParamInfo): (value: Raw) => Result {
  switch (row.kind) {
    case 'list':
      return csv<string | number>(row.parse);
    case 'flag':
      return flag;
    case 'range':
      return bound(row.min, row.max, 'integer' in row && row.integer);
  }
}

const RULES: Record<string, (value: Raw) => Result> = {
  ...Object.fromEntries(FILTER_PARAMS.map((info) => [info.param, ruleOf(info)])),
  ordering: (value) => (value === '' ? OK(undefined) : LOT_ORDERINGS.includes(value as LotOrdering) ? OK(value) : FAIL),
};

export type UrlFilterKey = Exclude<keyof LotsFilters, 'page' | 'page_size'>;
/** The filter parameters in schema order. */
export const URL_FILTER_KEYS = Object.keys(RULES) as UrlFilterKey[];

/** One parameter through its schema rule; `undefined` for names that are not filters. */
export function validateParam(key: string, value: unknown): Result | undefined {
  return Object.hasOwn(RULES, key) ? RULES[key](value) : undefined;
}
