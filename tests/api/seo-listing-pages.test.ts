/**
 * The prerendered layers of the catalogue `/lots` and the purchase methods
 * `/purchase/{slug}` (services/seo/listing-pages.ts): heading, facts and text
 * in the server's HTML beside `#root`, stated as the API (and so the app)
 * states them; an unknown method gets none. Runs against a fake build.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { lots } from '../../server/db/schema/index.ts';
import { catalogFor } from '../../server/services/lots/catalog.ts';
import { formatCount, formatPriceFrom, NOUNS } from '../../src/lib/format/index.ts';
import { withCatalogueDefaults } from '../../src/lib/on-sale.ts';
import { keepUnits, purchaseTerms } from '../../src/lib/purchase-terms.ts';
import { buildQuery } from '../../src/lib/query-string.ts';
import type { Facets, LotList } from '../../src/schemas/lots.ts';
import type { PurchaseDetail } from '../../src/schemas/purchase.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import { createHtmlTestApp } from './helpers/html-test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { jsonLdBlocks, prerenderedLayer, type Ld } from './helpers/page-html.ts';

const ORIGIN = 'https://severin-dev.ru';
let harness: TestApp;
let database: Database;
let app: App;

beforeAll(async () => {
  harness = await createHtmlTestApp({ PUBLIC_ORIGIN: ORIGIN });
  ({ app, database } = harness);
});

afterAll(() => harness?.close());

const layer = prerenderedLayer;
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** «Name → path» of a link, the bare name of the current page. */
const crumbs = (html: string) =>
  [...html.matchAll(/<li>(?:<a href="([^"]+)"[^>]*>([^<]*)<\/a>|<span aria-current="page">([^<]*)<\/span>)/g)].map((match) =>
    match[1] ? `${match[2]} → ${match[1]}` : match[3],
  );
const facts = (html: string) => Object.fromEntries([...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((match) => [match[1], match[2]]));
const breadcrumbList = (html: string): Ld | undefined => jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** What the catalogue screen asks for without filters: its defaults, homes on sale (decision 031). */
const DEFAULT_VIEW = buildQuery(withCatalogueDefaults({}));

describe('catalogue /lots', () => {
  it('has the heading the app shows, the lots on sale as the API counts them, the lowest price and the projects', async () => {
    const [html, seo, list] = await Promise.all([
      page('/lots'),
      get<SeoPage>('/api/seo/pages/?slug=/lots'),
      // What the catalogue screen asks for without filters: cheapest first.
      get<LotList>(`/api/apartments/?page_size=1&${DEFAULT_VIEW}`),
    ]);
    const text = layer(html);
    expect(h1(text)).toBe('Выбрать недвижимость');
    expect(h1(text)).toBe(seo.h1);
    expect(list.count).toBeGreaterThan(0);
    const fact = facts(text);
    expect(fact['В продаже']).toBe(formatCount(list.count, NOUNS.lot));
    expect(text).toContain(`data-price>${formatPriceFrom(list.results[0].price)}</p>`);
    // Projects with any of those lots: the project filter's options that are not empty.
    const { facets } = await get<Facets>(`/api/apartments/facets/?${DEFAULT_VIEW}`);
    expect(fact['Проекты']).toBe(formatCount(facets.project.filter((option) => option.count > 0).length, NOUNS.project));
    expect(text).toContain(seo.description.replace(/"/g, '&quot;'));
    expect(crumbs(text)).toEqual(['Главная → /', 'Выбрать недвижимость']);
    expect(breadcrumbList(html)?.itemListElement.map((item: Ld) => [item.name, item.item])).toEqual([
      ['Главная', `${ORIGIN}/`],
      ['Выбрать недвижимость', `${ORIGIN}/lots`],
    ]);
  });

  it('keeps one generic layer under any filters in the query string', async () => {
    const plain = layer(await page('/lots'));
    expect(layer(await page('/lots?rooms=1&price_max=1000'))).toBe(plain);
    expect(layer(await page('/lots/?type=commercials'))).toBe(plain);
  });

  it('follows the catalogue: a lot sold moves the count at the next catalogue version', async () => {
    const [lot] = await database.db
      .select({ id: lots.id, status: lots.status })
      .from(lots)
      .where(and(eq(lots.kind, 'flat'), eq(lots.status, 'free')))
      .orderBy(asc(lots.id))
      .limit(1);
    const before = (await get<LotList>(`/api/apartments/?page_size=1&${DEFAULT_VIEW}`)).count;
    await database.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, lot.id));
    await catalogFor(database.db).invalidate();
    try {
      expect((await get<LotList>(`/api/apartments/?page_size=1&${DEFAULT_VIEW}`)).count).toBe(before - 1);
      expect(facts(layer(await page('/lots')))['В продаже']).toBe(formatCount(before - 1, NOUNS.lot));
    } finally {
      await database.db.update(lots).set({ status: lot.status }).where(eq(lots.id, lot.id));
      await catalogFor(database.db).invalidate();
    }
  });
});

describe('purchase methods /purchase/{slug}', () => {
  it('mortgage: the title as the hero draws it, its best terms from the programmes, lead and text', async () => {
    const [html, seo, method] = await Promise.all([
      page('/purchase/mortgage'),
      get<SeoPage>('/api/seo/pages/?slug=/purchase/mortgage'),
      get<PurchaseDetail>('/api/purchase/mortgage/'),
    ]);
    const text = layer(html);
    // The hero writes `keepUnits(method.title)`: «4,5 %» joined by a no-break space.
    expect(h1(text)).toBe(keepUnits(method.title));
    expect(h1(text)).toBe(keepUnits(seo.h1));
    expect(h1(text)).toContain('4,5\u00a0%');
    expect(method.rate_from).not.toBeNull();
    expect(facts(text)).toEqual(Object.fromEntries(purchaseTerms(method).map((term) => [term.label, term.value])));
    expect(facts(text)['ставка']).toBe(`от\u00a0${String(method.rate_from).replace('.', ',')}\u00a0%`);
    expect(text).toContain(keepUnits(method.lead));
    for (const paragraph of method.body.split(/\n{2,}/)) expect(text).toContain(keepUnits(paragraph));
    // «Способы покупки» leads to this very page in the menus, so it is no crumb of it.
    expect(crumbs(text)).toEqual(['Главная → /', seo.h1]);
    expect(breadcrumbList(html)?.itemListElement.map((item: Ld) => item.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/purchase/mortgage`]);
  });

  it('another method: «Способы покупки» crumb, no terms when its offers have none', async () => {
    const method = await get<PurchaseDetail>('/api/purchase/trade-in/');
    const text = layer(await page('/purchase/trade-in'));
    expect(h1(text)).toBe(keepUnits(method.title));
    expect(crumbs(text)).toEqual(['Главная → /', 'Способы покупки → /purchase/mortgage', method.title]);
    expect(facts(text)).toEqual({});
    expect(text).toContain(keepUnits(method.lead));
  });

  it('an unknown slug or a method number is a 404 page without a layer', async () => {
    for (const url of ['/purchase/no-such', '/purchase/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(layer(response.body), url).toBe('');
      expect(breadcrumbList(response.body), url).toBeUndefined();
    }
  });
});
