/** Residential and commercial projects and what belongs to a project page. */
import { boolean, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { infrastructureType, mediaKind, projectKind } from './enums.ts';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: projectKind('kind').notNull(),
    /** Moscow district (район), e.g. «Хамовники». */
    district: text('district').notNull(),
    address: text('address').notNull(),
    /** One line for cards and meta descriptions. */
    lead: text('lead').notNull(),
    description: text('description').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Not clickable: shown as a disabled menu item (spec §2), e.g. sales not open yet. */
    clickable: boolean('clickable').notNull().default(true),
    /** Finished projects drop out of the header project list (spec §2). */
    finished: boolean('finished').notNull().default(false),
    /** Housing class: «Делюкс», «Премиум», «Бизнес»; for offices «A», «B+». */
    class: text('class').notNull(),
    sort: integer('sort').notNull().default(0),
    heroImage: text('hero_image').notNull(),
    logo: text('logo'),
    /** Gallery image paths in display order. */
    gallery: text('gallery').array().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_kind_sort_idx').on(t.kind, t.sort)],
);

export const infrastructure = pgTable(
  'infrastructure',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: infrastructureType('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Minutes on foot from the project. */
    walkMinutes: integer('walk_minutes').notNull(),
    image: text('image'),
  },
  (t) => [index('infrastructure_project_type_idx').on(t.projectId, t.type)],
);

/** One report per project and month; photos and videos hang off it. */
export const constructionReports = pgTable(
  'construction_reports',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** First day of the reported month. */
    month: date('month', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Construction readiness, percent. */
    progress: integer('progress').notNull(),
  },
  (t) => [index('construction_reports_project_month_idx').on(t.projectId, t.month)],
);

export const constructionMedia = pgTable(
  'construction_media',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => constructionReports.id, { onDelete: 'cascade' }),
    kind: mediaKind('kind').notNull(),
    /** Image path, or the video address for `video`. */
    url: text('url').notNull(),
    preview: text('preview').notNull(),
    caption: text('caption'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('construction_media_report_idx').on(t.reportId, t.kind)],
);

export const panoramas = pgTable(
  'panoramas',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
    preview: text('preview').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('panoramas_project_idx').on(t.projectId)],
);
