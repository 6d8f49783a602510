/**
 * Contracts of `/api/buildings/`, `/api/sections/`, `/api/floors/` and
 * `/api/layouts/` (spec §7). Their lists take the lot filters of
 * `lotsQuerySchema` and show the entities holding matching lots, with the
 * count and lowest price of those lots; `all=true` lists every entity in the
 * project/building scope, sold-out ones with count 0 (a genplan draws them all).
 */
import { z } from 'zod';
import { completionSchema, lotCardSchema, lotsQuerySchema } from './lots.ts';

export const structureQuerySchema = lotsQuerySchema.extend({
  all: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' || value === '' ? false : value),
      z.boolean({ error: 'Допустимые значения: true, false' }),
    )
    .optional(),
});
export type StructureQuery = z.output<typeof structureQuerySchema>;

const projectRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const buildingRef = z.object({ id: z.number().int(), number: z.string(), name: z.string() });

/** Summary of the matching lots an entity holds. */
const lotStats = {
  lots_count: z.number().int(),
  min_price: z.number().nullable(),
};

/** One cell of a шахматка. */
const chessLotSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: lotCardSchema.shape.kind,
  rooms: z.number().int().nullable(),
  is_euro: z.boolean(),
  status: z.enum(['free', 'BOOKED', 'sold']),
  price: z.number(),
  area: z.number(),
  /** The lot matches the active filters (others are drawn dimmed). */
  matches: z.boolean(),
  url: z.string(),
});
export type ChessLot = z.infer<typeof chessLotSchema>;

const chessFloorSchema = z.object({
  id: z.number().int().nullable(),
  number: z.number().int(),
  lots: z.array(chessLotSchema),
});

const buildingCardSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  project: projectRef,
  floors_total: z.number().int(),
  sections_count: z.number().int(),
  completion: completionSchema,
  /** Outline on the project master plan: SVG `points` in a 1000×700 box. */
  genplan_polygon: z.string(),
  ...lotStats,
});
export type BuildingCard = z.infer<typeof buildingCardSchema>;

export const buildingDetailSchema = buildingCardSchema.extend({
  /** Sections left to right; floors top to bottom; lots by number. */
  sections: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      floors_total: z.number().int(),
      floors: z.array(chessFloorSchema),
    }),
  ),
  /** Lots outside sections (parking and storage levels, townhouses), by level, lowest last. */
  other_levels: z.array(chessFloorSchema),
});
export type BuildingDetail = z.infer<typeof buildingDetailSchema>;

const sectionCardSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  floors_total: z.number().int(),
  building: buildingRef,
  project: projectRef,
  ...lotStats,
});
export type SectionCard = z.infer<typeof sectionCardSchema>;
export const sectionDetailSchema = sectionCardSchema.extend({ floors: z.array(chessFloorSchema) });
export type SectionDetail = z.infer<typeof sectionDetailSchema>;

const floorCardSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  section: z.object({ id: z.number().int(), number: z.number().int() }),
  building: buildingRef,
  project: projectRef,
  /** Lot outlines on this plate use this SVG view box. */
  view_box: z.string(),
  ...lotStats,
});
export type FloorCard = z.infer<typeof floorCardSchema>;
export const floorDetailSchema = floorCardSchema.extend({
  lots: z.array(chessLotSchema.extend({ polygon: z.string().nullable() })),
});
export type FloorDetail = z.infer<typeof floorDetailSchema>;

const layoutCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: lotCardSchema.shape.kind,
  rooms: z.number().int(),
  is_euro: z.boolean(),
  area: z.number(),
  living_area: z.number().nullable(),
  kitchen_area: z.number().nullable(),
  bathroom_area: z.number().nullable(),
  plan: z.string(),
  project: projectRef,
  ...lotStats,
});
export type LayoutCard = z.infer<typeof layoutCardSchema>;
/** `lots`: the cheapest matching lots of this layout (see `/api/apartments/?layout=` for all). */
export const layoutDetailSchema = layoutCardSchema.extend({ lots: z.array(lotCardSchema).max(12) });
export type LayoutDetail = z.infer<typeof layoutDetailSchema>;

/** Paged list of any entity, shaped like the lot list. */
function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    next_page: z.number().int().nullable(),
    results: z.array(item),
  });
}
export const buildingListSchema = pagedSchema(buildingCardSchema);
export const sectionListSchema = pagedSchema(sectionCardSchema);
export const floorListSchema = pagedSchema(floorCardSchema);
export const layoutListSchema = pagedSchema(layoutCardSchema);
