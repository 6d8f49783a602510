/**
 * Contracts of the lot catalogue (spec §2, §3, §7): `/api/apartments/`,
 * `/api/commercials/`, their `facets/`, `specs/`, `{id}/`, and
 * `/api/zero_result/facets/`. The routes validate with these, the browser
 * reads the inferred types, the tests parse real answers with them.
 *
 * Query values arrive as the browser's `buildQuery` writes them (spec §2):
 * arrays comma-joined, booleans `true`/`false`, numbers as numerals. Every
 * field accepts a single value or a comma list; a bad item fails the whole
 * field with a Russian message, so the error names `rooms`, not `rooms.0`.
 */
import { z } from 'zod';
import { FILTER_PARAMS, RANGE_FILTERS, type FilterParamInfo } from './lot-filter-params.ts';
import type { FlagFilter, ListFilter, ListValue, RangeKey, RangeParam } from './lot-filters.ts';
import { LOT_KINDS } from './lot-kinds.ts';
import { LOT_ORDERINGS } from './lot-vocabulary.ts';
import { bound, csv, flag } from './query-params.ts';

export type { LotKindValue } from './lot-kinds.ts';
export type { LotOrdering, RoomValue } from './lot-vocabulary.ts';
const MAX_PAGE_SIZE = 60;
const DEFAULT_PAGE_SIZE = 12;

const INT_RE = /^\d{1,9}$/;

/** The zod field of a filter parameter, from its row in the filter table (lot-filters.ts). */
function filterField({ row }: FilterParamInfo): z.ZodType {
  switch (row.kind) {
    case 'list':
      return csv<string | number>(row.parse, row.error).optional();
    case 'flag':
      return flag().optional();
    case 'range':
      return bound(row.min, row.max, row.error, 'integer' in row && row.integer).optional();
  }
}
/** What `filterField` builds for each parameter: the types the routes and the browser read. */
type FilterShape = { [R in ListFilter as R['key']]: z.ZodOptional<ReturnType<typeof csv<ListValue<R>>>> } & {
  [K in FlagFilter['key']]: z.ZodOptional<ReturnType<typeof flag>>;
} & { [P in RangeParam]: z.ZodOptional<ReturnType<typeof bound>> };
const filterShape = Object.fromEntries(FILTER_PARAMS.map((info) => [info.param, filterField(info)])) as FilterShape;

export const lotsQuerySchema = z.object({
  ...filterShape,
  ordering: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LOT_ORDERINGS, { error: `Допустимые значения: ${LOT_ORDERINGS.join(', ')}` }).optional(),
  ),
  page: bound(1, 10_000, 'Номер страницы — целое число от 1 до 10 000', true, 1).transform((n) => n ?? 1),
  page_size: bound(
    1,
    MAX_PAGE_SIZE,
    `Размер страницы — целое число от 1 до ${MAX_PAGE_SIZE}`,
    true,
    DEFAULT_PAGE_SIZE,
  ).transform((n) => n ?? DEFAULT_PAGE_SIZE),
});
/** Parsed filters as the server sees them; the browser builds the same shape and passes it to `buildQuery`. */
export type LotsQuery = z.output<typeof lotsQuerySchema>;
export type LotsFilters = Partial<LotsQuery>;
/** Filter names that facets and zero-result suggestions talk about. */
export type LotFilterName = Exclude<keyof LotsQuery, 'ordering' | 'page' | 'page_size'>;

export const completionSchema = z.object({
  status: z.enum(['building', 'built', 'ready', 'hand_over']),
  quarter: z.number().int(),
  year: z.number().int(),
  /** Spec §4: «Сдача 4 кв. 2027», «Построен и сдан»… */
  text: z.string(),
});

export const lotCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LOT_KINDS),
  number: z.string(),
  /** 0 is a studio; null for parking, storage and commercial units. */
  rooms: z.number().int().nullable(),
  is_euro: z.boolean(),
  area: z.number(),
  floor_number: z.number().int(),
  floors_total: z.number().int(),
  /** Roubles. */
  price: z.number(),
  old_price: z.number().nullable(),
  price_per_m2: z.number(),
  /** Monthly mortgage payment, roubles. */
  min_mortgage: z.number().nullable(),
  /** Lists never hold `sold`; a detail page of a sold lot still opens (favourites, visited). */
  status: z.enum(['free', 'BOOKED', 'sold']),
  project: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  building_number: z.string(),
  section_number: z.number().int().nullable(),
  completion: completionSchema,
  finishing_name: z.string().nullable(),
  /** URL of the SVG plan; null for lots without a layout. */
  plan: z.string().nullable(),
  advantage: z.string().nullable(),
  /** Detail page path: the alias of its kind (spec §2), `/lots/{id}` for parking and storage. */
  url: z.string(),
});
export type LotCard = z.infer<typeof lotCardSchema>;

export const lotListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Null on the last page: infinite scroll stops. */
  next_page: z.number().int().nullable(),
  results: z.array(lotCardSchema),
});
export type LotList = z.infer<typeof lotListSchema>;

/** Spec §3 metro entry. */
export const metroEntrySchema = z.object({
  is_not_a_metro: z.boolean(),
  time: z.number().int(),
  metro_station: z.object({ name: z.string(), line: z.object({ name: z.string(), color: z.string() }) }),
  type: z.object({ name: z.enum(['walk', 'transport']), icon_content: z.string() }),
});
export type MetroEntry = z.infer<typeof metroEntrySchema>;

/** Outline of a lot on its floor plate: SVG `points` in the `view_box`. */
const floorLotSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['free', 'BOOKED', 'sold']),
  polygon: z.string(),
});

/**
 * A picture of the lot beside its plan (issue 30 «Photos»): an interior of a
 * room its layout has, or the view from its windows. Visualisations, no text
 * painted in; `title` is the caption and alternative text.
 */
const lotPhotoSchema = z.object({
  kind: z.enum(['interior', 'view']),
  /** Media path (/media/files/…), shown through the image endpoint like the plan. */
  image: z.string(),
  title: z.string(),
});
export type LotPhoto = z.infer<typeof lotPhotoSchema>;

/** One price of a lot's history (issue 32): from `date` (ISO 8601) on, the lot cost `price` roubles. */
const pricePointSchema = z.object({ date: z.string(), price: z.number().int().nonnegative() });
export type PricePoint = z.infer<typeof pricePointSchema>;

export const lotDetailSchema = lotCardSchema.extend({
  living_area: z.number().nullable(),
  kitchen_area: z.number().nullable(),
  bathroom_area: z.number().nullable(),
  ceiling_height: z.number().nullable(),
  balcony: z.boolean(),
  dressing_room: z.boolean(),
  terrace: z.boolean(),
  directions_of_view: z.array(z.object({ name: z.string() })),
  unification: z.boolean(),
  layout_name: z.string().nullable(),
  finishing_id: z.number().int().nullable(),
  district: z.string(),
  address: z.string(),
  project_name: z.string(),
  metro: z.array(metroEntrySchema),
  /** Position on the floor: this lot's outline plus its neighbours' on the same plate. */
  floor: z.object({
    id: z.number().int().nullable(),
    number: z.number().int(),
    view_box: z.string(),
    polygon: z.string().nullable(),
    lots: z.array(floorLotSchema),
  }),
  building: z.object({ id: z.number().int(), number: z.string(), name: z.string(), floors_total: z.number().int() }),
  section: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
  similar: z.array(lotCardSchema).max(6),
  /** Interiors first, then the view from the windows; empty for parking, storage and commercial lots. */
  photos: z.array(lotPhotoSchema),
  /** Every price the lot has had, oldest first; the last is the current price. */
  price_history: z.array(pricePointSchema),
  updated_at: z.string(),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;

const facetOptionSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
  /** Lots matching this value under the other active filters. */
  count: z.number().int(),
  /** True when choosing it would give nothing (count 0). */
  disabled: z.boolean().optional(),
  /** Heading for nested menus: the project of a building, the building of a section. */
  group: z.string().optional(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;
export const facetsSchema = z.object({ facets: z.record(z.string(), z.array(facetOptionSchema)) });
export type Facets = z.infer<typeof facetsSchema>;

/** Spec §3 range spec: null bounds when nothing matches. */
export const rangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof rangeSchema>;
/** Bounds of every range filter's field (lot-filters.ts) and of the price per m², which only sorts. */
type SpecsShape = { [K in RangeKey | 'price_per_m2']: typeof rangeSchema };
export const specsSchema = z.object({
  ...(Object.fromEntries(RANGE_FILTERS.map((row) => [row.key, rangeSchema])) as Omit<SpecsShape, 'price_per_m2'>),
  price_per_m2: rangeSchema,
} satisfies SpecsShape);
export type Specs = z.infer<typeof specsSchema>;

export const zeroResultSchema = z.object({
  count: z.number().int(),
  suggestions: z.array(
    z.object({
      /** Filter to drop, e.g. `price_max`. */
      filter: z.string(),
      /** «Снять фильтр «Цена до»». */
      label: z.string(),
      /** Lots found once it is dropped. */
      count: z.number().int(),
    }),
  ),
});
export type ZeroResult = z.infer<typeof zeroResultSchema>;

export { LOTS_BY_IDS_LIMIT } from './list-limits.ts';
/** `GET /api/lots/?ids=3,1,2` — cards of known lots (any status) in the order asked; «Вы смотрели». */
export const lotsByIdsQuerySchema = z.object({
  ids: csv(
    (part) => (INT_RE.test(part) && Number(part) > 0 ? Number(part) : undefined),
    'Укажите номера лотов: целые положительные числа через запятую',
  ),
});
export const lotsByIdsSchema = z.object({ results: z.array(lotCardSchema) });
export type LotsByIds = z.infer<typeof lotsByIdsSchema>;
