/**
 * What search engines and link previews get: per-entity meta tags, JSON-LD
 * (parsed with JSON.parse), the sitemap index and parts, robots.txt. Runs
 * against a fake build (helpers/fake-dist.ts) without the render bundle: the
 * page's own markup is the app's server render (decision 032), tested apart.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import { Window } from 'happy-dom';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sitemapRoutes from '../../server/routes/sitemap.ts';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { articles, lots, projects } from '../../server/db/schema/index.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { createHtmlTestApp } from './helpers/html-test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { jsonLdBlocks, type Ld } from './helpers/page-html.ts';

const ORIGIN = 'https://severin-dev.ru';
let harness: TestApp;
let database: Database;
let app: App;

beforeAll(async () => {
  harness = await createHtmlTestApp({ PUBLIC_ORIGIN: ORIGIN });
  ({ app, database } = harness);
});

afterAll(() => harness?.close());

const tag = (html: string, re: RegExp) => re.exec(html)?.[1];
const jsonLd = jsonLdBlocks;
const ofType = (blocks: Ld[], type: string) => blocks.find((block) => block['@type'] === type);

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

async function lotWith(status: 'free' | 'sold', kind: 'flat' | 'parking' = 'flat') {
  const [row] = await database.db
    .select()
    .from(lots)
    .where(and(eq(lots.status, status), eq(lots.kind, kind)))
    .orderBy(asc(lots.id))
    .limit(1);
  return row;
}

describe('entity pages', () => {
  it('project: meta tags, Organization with hours, ApartmentComplex and breadcrumbs', async () => {
    const [project] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.kind, 'residential'))
      .orderBy(asc(projects.id))
      .limit(1);
    const html = await page(`/projects/${project.slug}`);
    expect(tag(html, /<title>([^<]+)<\/title>/)).toContain(project.name);
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/projects/${project.slug}`);
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https:\/\/severin-dev\.ru\//);
    const blocks = jsonLd(html);
    const organization = ofType(blocks, 'Organization')!;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Северин',
      url: `${ORIGIN}/`,
      openingHours: 'Mo-Su 09:00-21:00',
    });
    expect(organization.telephone).toBe('+7-495-120-45-67');
    expect(organization.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: 'sales' });
    expect(organization.contactPoint.hoursAvailable).toMatchObject({ opens: '09:00', closes: '21:00' });
    expect(organization.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7);
    expect(organization.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Москва',
      addressCountry: 'RU',
    });
    expect(organization.logo).toMatch(/^https:\/\/severin-dev\.ru\//);
    expect(ofType(blocks, 'ApartmentComplex')).toMatchObject({
      name: project.name,
      url: `${ORIGIN}/projects/${project.slug}`,
    });
    const crumbs = ofType(blocks, 'BreadcrumbList')!.itemListElement as Ld[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Главная', 'Проекты', project.name]);
    expect(crumbs[1]).toMatchObject({ position: 2, item: `${ORIGIN}/projects` });
  });

  it('lot under an alias: canonical /lots/{id}, RealEstateListing with a RUB offer in stock', async () => {
    const lot = await lotWith('free');
    const html = await page(`/flat/${lot.id}`);
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/lots/${lot.id}`);
    expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${ORIGIN}/lots/${lot.id}`);
    expect(tag(html, /<meta name="description" content="([^"]+)"/)).toMatch(/корпус/);
    const listing = ofType(jsonLd(html), 'RealEstateListing')!;
    expect(listing.url).toBe(`${ORIGIN}/lots/${lot.id}`);
    expect(listing.offers).toMatchObject({
      '@type': 'Offer',
      price: lot.price,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
    });
    expect(listing.about).toMatchObject({ '@type': 'Apartment', floorSize: { value: lot.area, unitCode: 'MTK' } });
    const crumbs = ofType(jsonLd(html), 'BreadcrumbList')!.itemListElement as Ld[];
    expect(crumbs.map((crumb) => crumb.name).slice(0, 2)).toEqual(['Главная', 'Выбрать недвижимость']);
    expect(crumbs.at(-1)!.item).toBe(`${ORIGIN}/lots/${lot.id}`);
  });

  it('a sold lot is SoldOut', async () => {
    let lot = await lotWith('sold');
    if (!lot) {
      lot = await lotWith('free', 'parking');
      await database.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, lot.id));
      await catalogueFor(database.db).invalidate();
    }
    const html = await page(`/lots/${lot.id}`);
    expect(ofType(jsonLd(html), 'RealEstateListing')!.offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('a booked lot keeps its price and is Reserved (it may come back on sale)', async () => {
    const [lot] = await database.db.select().from(lots).where(eq(lots.status, 'BOOKED')).orderBy(asc(lots.id)).limit(1);
    const listing = ofType(jsonLd(await page(`/lots/${lot.id}`)), 'RealEstateListing')!;
    expect(listing.offers).toMatchObject({ price: lot.price, availability: 'https://schema.org/Reserved' });
  });

  it('article: NewsArticle with dates, publisher and escaped text that cannot break out of the block', async () => {
    const [news] = await database.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'news'), eq(articles.isPublished, true)))
      .orderBy(asc(articles.id))
      .limit(1);
    const title = 'Новость </script><b>«кавычки» & "прочее"</b>';
    await database.db.update(articles).set({ title }).where(eq(articles.id, news.id));
    try {
      const html = await page(`/news/${news.slug}`);
      const article = ofType(jsonLd(html), 'NewsArticle')!;
      expect(article).toMatchObject({ headline: title, url: `${ORIGIN}/news/${news.slug}`, inLanguage: 'ru-RU' });
      expect(new Date(article.datePublished).getTime()).toBe(news.publishedAt.getTime());
      expect(article.publisher).toMatchObject({ '@type': 'Organization', name: 'Северин' });
      expect(html).not.toContain('<b>«кавычки»');
      expect(html).not.toContain('</script><b>');
    } finally {
      await database.db.update(articles).set({ title: news.title }).where(eq(articles.id, news.id));
    }
  });

  it('other pages carry the Organization only; a missing lot is a 404 page without blocks', async () => {
    const html = await page('/contacts');
    expect(jsonLd(html).map((block) => block['@type'])).toEqual(['Organization']);
    const missing = await app.inject({ method: 'GET', url: '/lots/999999999' });
    expect(missing.statusCode).toBe(404);
    expect(jsonLd(missing.body)).toEqual([]);
  });
});

const window = new Window();
function parseXml(text: string) {
  const doc = new window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  // happy-dom tolerates a bare `&`; the protocol does not.
  expect(text).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/);
  return doc;
}
const locs = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap', () => {
  it('index lists every part with the public origin; parts list pages, projects, lots on sale and articles', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(parseXml(index.body).documentElement.nodeName.toLowerCase()).toBe('sitemapindex');
    const parts = locs(index.body);
    expect(parts).toEqual(
      ['pages-1', 'projects-1', 'lots-1', 'articles-1'].map((name) => `${ORIGIN}/sitemaps/${name}.xml`),
    );

    const lotsPart = await app.inject({ method: 'GET', url: '/sitemaps/lots-1.xml' });
    expect(parseXml(lotsPart.body).documentElement.nodeName.toLowerCase()).toBe('urlset');
    const lotUrls = new Set(locs(lotsPart.body));
    const free = await lotWith('free');
    expect(lotUrls.has(`${ORIGIN}/lots/${free.id}`)).toBe(true);
    const sold = await database.db.select({ id: lots.id }).from(lots).where(eq(lots.status, 'sold'));
    expect(sold.length).toBeGreaterThan(0);
    for (const { id } of sold) expect(lotUrls.has(`${ORIGIN}/lots/${id}`)).toBe(false);
    const forSale = await database.db.select({ id: lots.id }).from(lots).where(ne(lots.status, 'sold'));
    expect(lotUrls.size).toBe(forSale.length);
    expect(lotsPart.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const pages = locs((await app.inject({ method: 'GET', url: '/sitemaps/pages-1.xml' })).body);
    expect(pages).toContain(`${ORIGIN}/`);
    expect(pages).toContain(`${ORIGIN}/contacts`);
    for (const hidden of ['/favorites', '/print', '/compare', '/ui', '/partnership/brokers', '/press'])
      expect(pages).not.toContain(`${ORIGIN}${hidden}`);

    const articleUrls = locs((await app.inject({ method: 'GET', url: '/sitemaps/articles-1.xml' })).body);
    expect(articleUrls.some((url) => url.startsWith(`${ORIGIN}/news/`))).toBe(true);
    expect(articleUrls.some((url) => url.startsWith(`${ORIGIN}/press/`))).toBe(false);
  });

  it('splits lots into parts of the configured size, every lot on sale exactly once', async () => {
    const small = Fastify({ logger: false });
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    small.decorate('config', app.config);
    small.decorate('db', database.db);
    await small.register(sitemapRoutes, { urlLimit: 100 });
    try {
      const forSale = await database.db.select({ id: lots.id }).from(lots).where(ne(lots.status, 'sold'));
      const expectedParts = Math.ceil(forSale.length / 100);
      expect(expectedParts).toBeGreaterThan(1);
      const index = locs((await small.inject({ method: 'GET', url: '/sitemap.xml' })).body);
      const lotParts = index.filter((url) => url.includes('/sitemaps/lots-'));
      expect(lotParts).toHaveLength(expectedParts);
      const seen: string[] = [];
      for (const url of lotParts) {
        const body = (await small.inject({ method: 'GET', url: new URL(url).pathname })).body;
        parseXml(body);
        const urls = locs(body);
        expect(urls.length).toBeLessThanOrEqual(100);
        seen.push(...urls);
      }
      expect(new Set(seen).size).toBe(forSale.length);
      expect(seen).toHaveLength(forSale.length);
    } finally {
      await small.close();
    }
  });

  it('answers 404 past the last part and 400 for a malformed name', async () => {
    const missing = await app.inject({ method: 'GET', url: '/sitemaps/lots-9.xml' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/не найдена/);
    const bad = await app.inject({ method: 'GET', url: '/sitemaps/secrets-1.xml' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe('robots.txt', () => {
  it('names the sitemap of the public origin on the production host', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'severin-dev.ru' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toMatch(/^Disallow: \/favorites$/m);
  });

  it('shuts a test stage entirely', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'stage.severin-dev.ru' } });
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});
