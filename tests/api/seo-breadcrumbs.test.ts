/**
 * The BreadcrumbList of the catalogue `/lots` and the purchase methods
 * `/purchase/{slug}` (services/seo/json-ld-pages.ts): pages that are no
 * entity of their own but sit in the site's hierarchy. Their headings and
 * text are the app's server render (decision 032). Runs against a fake build.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../server/app.ts';
import type { PurchaseDetail } from '../../src/schemas/purchase.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import { createHtmlTestApp } from './helpers/html-test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { jsonLdBlocks, type Ld } from './helpers/page-html.ts';

const ORIGIN = 'https://severin-dev.ru';
let harness: TestApp;
let app: App;

beforeAll(async () => {
  harness = await createHtmlTestApp({ PUBLIC_ORIGIN: ORIGIN });
  ({ app } = harness);
});

afterAll(() => harness?.close());

const breadcrumbList = (html: string): Ld | undefined =>
  jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');
const crumbs = (html: string) =>
  (breadcrumbList(html)?.itemListElement as Ld[] | undefined)?.map((item) => [item.name, item.item]);

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

describe('catalogue /lots', () => {
  it('is the catalogue under the home, named as the route and its meta name it', async () => {
    const [html, seo] = await Promise.all([page('/lots'), get<SeoPage>('/api/seo/pages/?slug=/lots')]);
    expect(seo.h1).toBe('Выбрать недвижимость');
    expect(crumbs(html)).toEqual([
      ['Главная', `${ORIGIN}/`],
      ['Выбрать недвижимость', `${ORIGIN}/lots`],
    ]);
  });

  it('keeps the same list under any filters in the query string (the canonical address is /lots)', async () => {
    const plain = crumbs(await page('/lots'));
    expect(crumbs(await page('/lots?rooms=1&price_max=1000'))).toEqual(plain);
    expect(crumbs(await page('/lots/?type=commercials'))).toEqual(plain);
  });
});

describe('purchase methods /purchase/{slug}', () => {
  it('mortgage: the first method is «Способы покупки» itself, so it has no section crumb', async () => {
    const seo = await get<SeoPage>('/api/seo/pages/?slug=/purchase/mortgage');
    expect(crumbs(await page('/purchase/mortgage'))).toEqual([
      ['Главная', `${ORIGIN}/`],
      [seo.h1, `${ORIGIN}/purchase/mortgage`],
    ]);
  });

  it('another method: «Способы покупки» leads to the first method', async () => {
    const [method, seo] = await Promise.all([
      get<PurchaseDetail>('/api/purchase/trade-in/'),
      get<SeoPage>('/api/seo/pages/?slug=/purchase/trade-in'),
    ]);
    expect(method.slug).toBe('trade-in');
    expect(crumbs(await page('/purchase/trade-in'))).toEqual([
      ['Главная', `${ORIGIN}/`],
      ['Способы покупки', `${ORIGIN}/purchase/mortgage`],
      [seo.h1, `${ORIGIN}/purchase/trade-in`],
    ]);
  });

  it('an unknown slug or a method number is a 404 page without a BreadcrumbList', async () => {
    for (const url of ['/purchase/no-such', '/purchase/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(breadcrumbList(response.body), url).toBeUndefined();
    }
  });
});
