/**
 * Lots: every saleable unit (spec §1) with the comparable fields of spec §3.
 * Building, floor and project facts are joined, not copied, except
 * `floor_number`, which the catalogue filters on directly.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { buildings, finishings, floors, layouts, sections } from './buildings.ts';
import { lotKind, lotStatus } from './enums.ts';
import { projects } from './projects.ts';

const area = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

export const lots = pgTable(
  'lots',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    /** Null for parking and storage levels that span the whole building. */
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'cascade' }),
    layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
    finishingId: integer('finishing_id').references(() => finishings.id, { onDelete: 'set null' }),
    kind: lotKind('kind').notNull(),
    /** Number as in the sales contract: «148», «М-12», «К-7», «П-3». */
    number: text('number').notNull(),
    /** 0 is a studio; null for parking, storage and commercial units. */
    rooms: smallint('rooms'),
    isEuro: boolean('is_euro').notNull().default(false),
    area: area('area').notNull(),
    livingArea: area('living_area'),
    kitchenArea: area('kitchen_area'),
    bathroomArea: area('bathroom_area'),
    floorNumber: smallint('floor_number').notNull(),
    /** Roubles. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Price before the discount; null when there is none. */
    oldPrice: bigint('old_price', { mode: 'number' }),
    pricePerM2: integer('price_per_m2').notNull(),
    /** Monthly payment under the developer-subsidised mortgage (services/stored-mortgage.ts), roubles; null when no mortgage applies. */
    minMortgage: integer('min_mortgage'),
    status: lotStatus('status').notNull().default('free'),
    ceilingHeight: numeric('ceiling_height', { precision: 4, scale: 2, mode: 'number' }),
    balcony: boolean('balcony').notNull().default(false),
    terrace: boolean('terrace').notNull().default(false),
    dressingRoom: boolean('dressing_room').notNull().default(false),
    directionsOfView: text('directions_of_view')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Can be joined with the neighbouring lot into one (spec §3 `unification`). */
    unification: boolean('unification').notNull().default(false),
    /** Selling point shown on the card, e.g. «Видовая», «Мастер-спальня». */
    advantage: text('advantage'),
    /** Outline on the floor plate: SVG `points` in a 1000×600 box. */
    floorPolygon: text('floor_polygon'),
    /**
     * Off the site (issue 32): a full import with `absent=hidden` hides the lots its file leaves out; a
     * later import row for the lot shows it again. Hidden lots are in no list, count, page, feed or export.
     */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('lots_building_number_uq').on(t.buildingId, t.number),
    index('lots_project_kind_status_idx').on(t.projectId, t.kind, t.status),
    index('lots_kind_status_price_idx').on(t.kind, t.status, t.price),
    index('lots_kind_status_area_idx').on(t.kind, t.status, t.area),
    index('lots_kind_rooms_idx').on(t.kind, t.rooms),
    index('lots_floor_number_idx').on(t.floorNumber),
    index('lots_building_idx').on(t.buildingId),
    index('lots_section_idx').on(t.sectionId),
    index('lots_floor_idx').on(t.floorId),
    index('lots_layout_idx').on(t.layoutId),
    index('lots_updated_at_idx').on(t.updatedAt),
  ],
);

/**
 * A single row whose `version` statement-level triggers (migration
 * 0002_catalog_version_triggers) bump on every write to lots, buildings,
 * sections, floors, layouts, finishings and projects — ORM or raw SQL alike.
 * The catalogue keeps lots in memory and reloads only when this changes.
 */
export const catalogueVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every price a lot has had (issue 32): a row per change, written by a
 * row-level trigger on `lots` (migration 0006_lot_price_history), so the
 * seed, an import, the admin and plain SQL are all recorded alike. The first
 * row of a lot (its first price) has no old price.
 */
export const lotPriceHistory = pgTable(
  'lot_price_history',
  {
    id: id(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** Roubles; null for the lot's first price. */
    oldPrice: bigint('old_price', { mode: 'number' }),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lot_price_history_lot_changed_idx').on(t.lotId, t.changedAt)],
);
