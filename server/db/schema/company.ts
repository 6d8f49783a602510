/** About-the-company content: vacancies, tenders, partners, team, partnership pages. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { partnershipKind, tenderStatus } from './enums.ts';
import { projects } from './projects.ts';

export const vacancies = pgTable('vacancies', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  department: text('department').notNull(),
  city: text('city').notNull().default('Москва'),
  salaryFrom: integer('salary_from'),
  salaryTo: integer('salary_to'),
  experience: text('experience').notNull(),
  schedule: text('schedule').notNull(),
  description: text('description').notNull(),
  duties: text('duties').array().notNull().default([]),
  requirements: text('requirements').array().notNull().default([]),
  conditions: text('conditions').array().notNull().default([]),
  isPublished: boolean('is_published').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const tenders = pgTable(
  'tenders',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Work category, e.g. «Фасадные работы». */
    category: text('category').notNull(),
    status: tenderStatus('status').notNull().default('open'),
    description: text('description').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    contactEmail: text('contact_email').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tenders_status_deadline_idx').on(t.status, t.deadlineAt)],
);

export const partnerTypes = pgTable('partner_types', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const partners = pgTable(
  'partners',
  {
    id: id(),
    typeId: integer('type_id')
      .notNull()
      .references(() => partnerTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo: text('logo').notNull(),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('partners_type_idx').on(t.typeId, t.sort)],
);

export const teamMembers = pgTable('team_members', {
  id: id(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  /** Management, sales, construction…: the team page's filter. */
  department: text('department').notNull(),
  bio: text('bio'),
  photo: text('photo').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Partnership pages (brokers, investors, landowners): text plus structured blocks. */
export const cooperation = pgTable(
  'cooperation',
  {
    id: id(),
    kind: partnershipKind('kind').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    /** `[{ title, text }]` benefit cards. */
    benefits: jsonb('benefits').$type<Array<{ title: string; text: string }>>().notNull(),
    /** `[{ title, text }]` steps of working together. */
    steps: jsonb('steps').$type<Array<{ title: string; text: string }>>().notNull(),
    contactEmail: text('contact_email').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('cooperation_kind_uq').on(t.kind)],
);
