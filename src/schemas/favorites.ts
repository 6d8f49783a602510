/**
 * Contracts of favourites and comparison (spec §4, §7 `favorites/`,
 * `comparison/`). Types follow the compare screen (spec §2): `commercials`
 * means commercial, premise and office lots; every other kind is `apartments`.
 */
import { z } from 'zod';
import { lotCardSchema, type LotKindValue } from './lots.ts';
import { LIST_TYPES } from './saved-lists.ts';
import { positiveId } from './whole-numbers.ts';

export { COMPARISON_LIMIT, FAVORITES_LIMIT, listTypeOf, type ListType } from './saved-lists.ts';

const PROPERTY_ERROR = 'Номер лота — целое положительное число';
export const addPropertyBodySchema = z.object(
  {
    property: positiveId(PROPERTY_ERROR),
  },
  { error: 'Укажите лот: { "property": номер }' },
);

export const clearBodySchema = z.object(
  { type: z.enum(LIST_TYPES, { error: `Допустимые значения: ${LIST_TYPES.join(', ')}` }) },
  { error: 'Укажите тип: { "type": "apartments" | "commercials" }' },
);

/** One saved lot: `id` is the row id, `property` the lot id; `lot` carries all a card needs. */
export const savedLotSchema = z.object({
  id: z.number().int(),
  property: z.number().int(),
  type: z.enum(LIST_TYPES),
  created_at: z.string(),
  lot: lotCardSchema,
});
export type SavedLot = z.infer<typeof savedLotSchema>;

/**
 * Spec §3 compare item: the comparable fields a card lacks. Type is the compare
 * item's own vocabulary — commercial, premise and office keep their kind; every
 * other kind compares as `apartments`.
 */
const COMPARE_ITEM_TYPES = ['apartments', 'commercial', 'premise', 'office'] as const;
export type CompareItemType = (typeof COMPARE_ITEM_TYPES)[number];
export function compareItemTypeOf(kind: LotKindValue): CompareItemType {
  return kind === 'commercial' || kind === 'premise' || kind === 'office' ? kind : 'apartments';
}

export const compareFieldsSchema = z.object({
  type: z.enum(COMPARE_ITEM_TYPES),
  completion_quarter: z.number().int(),
  completion_year: z.number().int(),
  finishing_id: z.number().int().nullable(),
  district: z.string(),
  project_name: z.string(),
  /** The project's nearest metro station and the minutes to it; null when it has none. */
  destination: z
    .object({ station: z.string(), time: z.number().int(), transport: z.enum(['walk', 'transport']) })
    .nullable(),
  layout_name: z.string().nullable(),
  directions_of_view: z.array(z.object({ name: z.string() })),
  dressing_room: z.boolean(),
  balcony: z.boolean(),
  ceiling_height: z.number().nullable(),
  unification: z.boolean(),
  living_area: z.number().nullable(),
  kitchen_area: z.number().nullable(),
  bathroom_area: z.number().nullable(),
});
export type CompareFields = z.infer<typeof compareFieldsSchema>;

/** A lot in the comparison: its card plus every comparable field of spec §3. */
const compareLotSchema = lotCardSchema.extend(compareFieldsSchema.shape);
export type CompareLot = z.infer<typeof compareLotSchema>;

/** `GET /api/comparison/lots/?ids=`: the lots of a shared comparison link, in the order asked. */
export const comparedLotsSchema = z.object({ results: z.array(compareLotSchema) });
export type ComparedLots = z.infer<typeof comparedLotsSchema>;

export const comparisonItemSchema = savedLotSchema.extend({ lot: compareLotSchema });
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;

export const favoritesListSchema = z.object({ count: z.number().int(), results: z.array(savedLotSchema) });
export type FavoritesList = z.infer<typeof favoritesListSchema>;

export const comparisonListSchema = z.object({ count: z.number().int(), properties: z.array(comparisonItemSchema) });
export type ComparisonList = z.infer<typeof comparisonListSchema>;

export const clearResultSchema = z.object({ removed: z.number().int() });
export type ClearResult = z.infer<typeof clearResultSchema>;
