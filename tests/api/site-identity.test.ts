/**
 * The site's identity (brand, legal name, contacts, default description) is
 * read from the site settings, not from the demo seed: an edit made in the
 * database by plain SQL shows on pages, the SEO API, the JSON-LD and the
 * feeds once the content version is read, without a restart. Migration 0008
 * gives a database seeded before it the same `page_meta` the seed writes.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoPageSchema } from '../../src/schemas/site.ts';
import { lots, siteSettings } from '../../server/db/schema/index.ts';
import { BRAND, DEFAULT_META_DESCRIPTION } from '../../server/db/seed/brand.ts';
import { contentVersionFor } from '../../server/services/content-version.ts';
import { lastSiteIdentity, readSiteIdentity, siteIdentityFor } from '../../server/services/site-identity.ts';
import { readSettings } from '../../server/services/site-settings.ts';
import { createHtmlTestApp, HTML_TEST_HOST } from './helpers/html-test-app.ts';
import { jsonLdBlocks } from './helpers/page-html.ts';
import type { TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createHtmlTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const title = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

async function page(url: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { host: HTML_TEST_HOST } });
  return response.body;
}

/** Runs `check` with the brand renamed and the legal name changed by plain SQL, then puts them back. */
async function withBrand(name: string, legalName: string, check: () => Promise<void>): Promise<void> {
  const { db } = ctx.database;
  const { brand } = await readSettings(db, ['brand']);
  const set = (value: typeof brand) =>
    db.execute(sql`update site_settings set value = ${JSON.stringify(value)}::jsonb where key = 'brand'`);
  await set({ ...brand, name, legal_name: legalName });
  await contentVersionFor(db).invalidate();
  try {
    await check();
  } finally {
    await set(brand);
    await contentVersionFor(db).invalidate();
  }
}

describe('site identity', () => {
  it('is what the seed wrote into the settings', async () => {
    const identity = await siteIdentityFor(ctx.database.db);
    expect(identity).toEqual({
      name: BRAND.name,
      legalName: BRAND.legalName,
      slogan: BRAND.slogan,
      phone: BRAND.phone,
      email: BRAND.email,
      address: BRAND.address,
      defaultDescription: DEFAULT_META_DESCRIPTION,
    });
    expect(lastSiteIdentity(ctx.database.db)).toEqual(identity);
  });

  it('is read once per content version', async () => {
    const { db } = ctx.database;
    await contentVersionFor(db).invalidate();
    const first = await siteIdentityFor(db);
    expect(await siteIdentityFor(db)).toBe(first);
    await db
      .update(siteSettings)
      .set({ value: { until: null } })
      .where(eq(siteSettings.key, 'maintenance'));
    await contentVersionFor(db).invalidate();
    const next = await siteIdentityFor(db);
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('follows a brand renamed in the database: titles, site name, JSON-LD, SEO API and feeds', async () => {
    const { db } = ctx.database;
    const [lot] = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.status, 'free'), eq(lots.hidden, false)))
      .orderBy(asc(lots.id))
      .limit(1);
    await withBrand('Зорин', 'ООО «Зорин»', async () => {
      const shell = await page('/index.html');
      expect(title(shell)).toBe(`Зорин — ${BRAND.slogan}`);
      expect(shell).toContain('<meta property="og:site_name" content="Зорин" />');

      const missing = await page('/no/such/page');
      expect(title(missing)).toBe('Страница не найдена — Зорин');

      const lotPage = await page(`/lots/${lot!.id}`);
      expect(title(lotPage)).toMatch(/ — Зорин$/);
      const organization = jsonLdBlocks(lotPage).find((block) => block['@type'] === 'Organization');
      expect([organization?.name, organization?.legalName]).toEqual(['Зорин', 'ООО «Зорин»']);

      const seo = await ctx.app.inject({ method: 'GET', url: `/api/seo/pages/?slug=/lots/${lot!.id}` });
      expect(seoPageSchema.parse(seo.json()).title).toMatch(/ — Зорин$/);

      const feed = await ctx.app.inject({ method: 'GET', url: '/feeds/yandex-realty.xml' });
      expect(feed.body).toContain('<organization>ООО «Зорин»</organization>');
    });
    expect(title(await page('/no/such/page'))).toBe(`Страница не найдена — ${BRAND.name}`);
  });

  it('follows the default description edited in the database', async () => {
    const { db } = ctx.database;
    await db
      .update(siteSettings)
      .set({ value: { default_description: 'Новое описание сайта.' } })
      .where(eq(siteSettings.key, 'page_meta'));
    await contentVersionFor(db).invalidate();
    try {
      expect(description(await page('/index.html'))).toBe('Новое описание сайта.');
      expect(description(await page('/no/such/page'))).toBe('Новое описание сайта.');
    } finally {
      await db
        .update(siteSettings)
        .set({ value: { default_description: DEFAULT_META_DESCRIPTION } })
        .where(eq(siteSettings.key, 'page_meta'));
      await contentVersionFor(db).invalidate();
    }
    expect(description(await page('/no/such/page'))).toBe(DEFAULT_META_DESCRIPTION);
  });
});

describe('migration 0008_page_meta_setting', () => {
  const migration = readFileSync(
    new URL('../../server/db/migrations/0008_page_meta_setting.sql', import.meta.url),
    'utf8',
  );

  it('gives a database seeded before it the description the seed writes, and keeps one already there', async () => {
    const { db } = ctx.database;
    await db.delete(siteSettings).where(eq(siteSettings.key, 'page_meta'));
    try {
      await expect(readSiteIdentity(db)).rejects.toThrow(/page_meta/);
      await db.execute(sql.raw(migration));
      expect((await readSiteIdentity(db)).defaultDescription).toBe(DEFAULT_META_DESCRIPTION);

      await db
        .update(siteSettings)
        .set({ value: { default_description: 'Своё.' } })
        .where(eq(siteSettings.key, 'page_meta'));
      await db.execute(sql.raw(migration));
      expect((await readSiteIdentity(db)).defaultDescription).toBe('Своё.');
    } finally {
      await db
        .insert(siteSettings)
        .values({ key: 'page_meta', value: { default_description: DEFAULT_META_DESCRIPTION } })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: { default_description: DEFAULT_META_DESCRIPTION } },
        });
      await contentVersionFor(db).invalidate();
    }
  });
});
