/** Editorial content: articles of every kind, purchase methods and their programmes, documents. */
import { boolean, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { articleKind, pressType } from './enums.ts';
import { projects } from './projects.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** News, press, promotions, charity, media stories and owners' guides share one shape. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    kind: articleKind('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    /** Paragraphs separated by blank lines; no HTML, so it is safe to render anywhere. */
    body: text('body').notNull(),
    /** Category slug within the kind, e.g. `interview`, `construction`. */
    category: text('category'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    publishedAt: moment('published_at').notNull(),
    image: text('image'),
    pressType: pressType('press_type'),
    /** Publication name for press items. */
    source: text('source'),
    sourceUrl: text('source_url'),
    /** End of a promotion; drives the countdown timer. */
    endsAt: moment('ends_at'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('articles_kind_slug_uq').on(t.kind, t.slug),
    index('articles_kind_published_idx').on(t.kind, t.publishedAt),
    index('articles_project_idx').on(t.projectId),
  ],
);

export const purchaseMethods = pgTable('purchase_methods', {
  id: id(),
  slug: text('slug').notNull().unique(),
  /** Menu label; may contain a line break (spec §3). */
  label: text('label').notNull(),
  title: text('title').notNull(),
  lead: text('lead').notNull(),
  body: text('body').notNull(),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
});

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const mortgagePrograms = pgTable(
  'mortgage_programs',
  {
    id: id(),
    /** `family`, `it`, `standard`, `subsidized`, `military`: the page's tabs. */
    kind: text('kind').notNull(),
    bankName: text('bank_name').notNull(),
    bankLogo: text('bank_logo'),
    name: text('name').notNull(),
    rate: percent('rate').notNull(),
    minDownPaymentPercent: percent('min_down_payment_percent').notNull(),
    maxTermYears: integer('max_term_years').notNull(),
    maxAmount: integer('max_amount').notNull(),
    description: text('description').notNull(),
    /** Null: valid in every project. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('mortgage_programs_kind_idx').on(t.kind, t.rate)],
);

export const installmentPlans = pgTable('installment_plans', {
  id: id(),
  projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  downPaymentPercent: percent('down_payment_percent').notNull(),
  months: integer('months').notNull(),
  /** Price increase against a full payment, percent. */
  markupPercent: percent('markup_percent').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const documents = pgTable(
  'documents',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    /** `declaration`, `permit`, `commissioning`, `report`, `policy`, `corporate`. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    fileUrl: text('file_url').notNull(),
    /** File extension shown next to the link, e.g. `pdf`, `svg`. */
    fileFormat: text('file_format').notNull(),
    /** Bytes. */
    fileSize: integer('file_size').notNull(),
    publishedAt: moment('published_at').notNull(),
  },
  (t) => [index('documents_project_type_idx').on(t.projectId, t.type)],
);
