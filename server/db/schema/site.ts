/** Site-wide content: page modules, promo banners and forms, settings, SEO, public media files. */
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from './columns.ts';

/** Modules of editorial pages (main page hero, about facts…), ordered per page. */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: id(),
    /** Page key: `main`, `about`, `services`, `standarts`… */
    page: text('page').notNull(),
    /** Block key within the page: `hero`, `facts`, `text`… */
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sort: integer('sort').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [unique('content_blocks_page_key_uq').on(t.page, t.key)],
);

/** Banners of spec §2 (footer, aside menu): title, description, project tags, button. */
export const promoBanners = pgTable('promo_banners', {
  id: id(),
  /** `footer`, `menu`. */
  placement: text('placement').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  tags: text('tags').array().notNull().default([]),
  buttonLabel: text('button_label').notNull().default('Подробнее'),
  url: text('url').notNull(),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** `promo-forms/`: the shell uses the first active one (spec §3). */
export const promoForms = pgTable('promo_forms', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  tags: text('tags').array().notNull().default([]),
  buttonLabel: text('button_label').notNull().default('Подробнее'),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Key/value settings (contacts, socials, maintenance…); the keys are listed in seed/settings.ts. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Per-path meta overriding the defaults; `path` is normalised (no trailing slash). */
export const seoPages = pgTable('seo_pages', {
  id: id(),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  h1: text('h1'),
  ogImage: text('og_image'),
});

/** URL prefix of `media_files`; a `/media/{slug}` page never has a second segment, so they cannot clash. */
export const MEDIA_URL_PREFIX = '/media/files/';

/** Public files served under /media/files/ (generated images, documents). */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    /** Path after `/media/files/`, e.g. `projects/presnya/hero.svg`. */
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    size: integer('size').notNull(),
    /** Content hash, used as the ETag. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt)],
);
