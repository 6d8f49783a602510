/** Building → section → floor hierarchy, layouts and finishing options of lots. */
import { boolean, index, integer, numeric, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { completionStatus, lotKind } from './enums.ts';
import { projects } from './projects.ts';

export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Number as sold: «1», «2», «3.1». */
    number: text('number').notNull(),
    name: text('name').notNull(),
    floorsTotal: smallint('floors_total').notNull(),
    completionStatus: completionStatus('completion_status').notNull(),
    completionQuarter: smallint('completion_quarter').notNull(),
    completionYear: smallint('completion_year').notNull(),
    /** Outline on the project master plan: SVG `points` in a 1000×700 box. */
    genplanPolygon: text('genplan_polygon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('buildings_project_number_uq').on(t.projectId, t.number)],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    floorsTotal: smallint('floors_total').notNull(),
  },
  (t) => [unique('sections_building_number_uq').on(t.buildingId, t.number)],
);

export const floors = pgTable(
  'floors',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** Negative for underground parking levels. */
    number: smallint('number').notNull(),
  },
  (t) => [unique('floors_section_number_uq').on(t.sectionId, t.number)],
);

export const layouts = pgTable(
  'layouts',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: lotKind('kind').notNull(),
    /** Sales code, e.g. «2Е-64». */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 0 is a studio. */
    rooms: smallint('rooms').notNull(),
    isEuro: boolean('is_euro').notNull().default(false),
    area: numeric('area', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    livingArea: numeric('living_area', { precision: 8, scale: 2, mode: 'number' }),
    kitchenArea: numeric('kitchen_area', { precision: 8, scale: 2, mode: 'number' }),
    bathroomArea: numeric('bathroom_area', { precision: 8, scale: 2, mode: 'number' }),
    /** Self-contained SVG plan with room outlines and areas; served under /media/files/plans/. */
    planSvg: text('plan_svg').notNull(),
  },
  (t) => [unique('layouts_project_code_uq').on(t.projectId, t.code), index('layouts_rooms_idx').on(t.rooms)],
);

export const finishings = pgTable('finishings', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
});
