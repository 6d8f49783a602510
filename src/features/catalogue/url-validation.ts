/**
 * Per-parameter validation of the /lots URL with exactly the rules of
 * `lotsQuerySchema` (src/schemas/lots.ts), without zod.
 *
 * Why a mirror: the full zod runtime is ~25 KB gzip, and the catalogue's
 * first load must stay under 170 KB gzip (issue 3). The browser only needs
 * to drop what the API would reject; url-validation.test.ts runs every
 * rule side by side with `lotsQuerySchema.shape[key].safeParse` and checks
 * the vocabularies against the schema's exports, so the two cannot drift.
 * Values (not just types) must not be imported from src/schemas/lots.ts:
 * that would pull zod into the bundle.
 */
import type { LotOrdering, LotsFilters, LotType, PropertyType, RoomValue } from '@/schemas/lots';
import { numeralPattern } from '@/schemas/numerals';

export const PROPERTY_TYPE_VALUES: readonly PropertyType[] = ['flat', 'apartments'];
export const LOT_TYPE_VALUES: readonly LotType[] = [
  'parking',
  'storage',
  'townhouse',
  'commercials',
  'commercial',
  'premise',
  'office',
];
export const ROOM_FILTER_VALUES: readonly RoomValue[] = ['studio', '1', '2', '3', '4+', 'e2', 'e3', 'e4'];
export const STATUS_VALUES = ['free', 'BOOKED'] as const;
export const ORDERING_VALUES: readonly LotOrdering[] = [
  'price',
  '-price',
  'price_per_m2',
  '-price_per_m2',
  'area',
  '-area',
  'floor',
  '-floor',
  'completion',
  '-completion',
];

type Raw = unknown;
type Result = { ok: true; value: unknown } | { ok: false };
const OK = (value: unknown): Result => ({ ok: true, value });
const FAIL: Result = { ok: false };
const MAX_ITEMS = 50;

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

const enumList = <T extends string>(values: readonly T[], alias: Record<string, T> = {}) =>
  csv((part) => (values.includes(part as T) ? (part as T) : alias[part]));
const idList = csv((part) => (/^\d{1,9}$/.test(part) && Number(part) > 0 ? Number(part) : undefined));

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

const RULES: Record<string, (value: Raw) => Result> = {
  property_type: enumList(PROPERTY_TYPE_VALUES),
  type: enumList(LOT_TYPE_VALUES),
  project: idList,
  building: idList,
  section: idList,
  // A raw `4+` in an address bar decodes to `4 `, trimmed to `4`.
  rooms: enumList(ROOM_FILTER_VALUES, { '4': '4+' }),
  price_min: bound(0, 1e10),
  price_max: bound(0, 1e10),
  area_min: bound(0, 10_000),
  area_max: bound(0, 10_000),
  floor_min: bound(-10, 200, true),
  floor_max: bound(-10, 200, true),
  not_first_floor: flag,
  not_last_floor: flag,
  completion: csv((part) => (part === 'ready' || /^(\d{4})-([1-4])$/.test(part) ? part : undefined)),
  finishing: idList,
  directions: csv((part) => (part.length <= 100 ? part : undefined)),
  balcony: flag,
  dressing_room: flag,
  ceiling_min: bound(0, 10),
  status: enumList(STATUS_VALUES),
  discount: flag,
  layout: idList,
  ordering: (value) =>
    value === '' ? OK(undefined) : ORDERING_VALUES.includes(value as LotOrdering) ? OK(value) : FAIL,
};

export type UrlFilterKey = Exclude<keyof LotsFilters, 'page' | 'page_size'>;
/** The filter parameters in schema order. */
export const URL_FILTER_KEYS = Object.keys(RULES) as UrlFilterKey[];

/** One parameter through its schema rule; `undefined` for names that are not filters. */
export function validateParam(key: string, value: unknown): Result | undefined {
  return Object.hasOwn(RULES, key) ? RULES[key](value) : undefined;
}
