/**
 * One rendering (issue 31, decision 032): the first HTML of a page is the
 * app's own page — the site header, the same heading the app shows once
 * hydrated, the listings' item links for crawlers that run no script — and
 * the browser hydrates it without a console error (a hydration mismatch React
 * recovers from is logged by src/main.tsx), exception or CSP violation. With
 * JavaScript off a lot page is still a lot page: navigation, heading, price.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import type { LotList } from '../../src/schemas/lots.ts';
import type { ScreenKey } from '../../src/lib/routes.ts';
import { formatPrice } from '../../src/lib/format/index.ts';
import { firstHtml, hydrated, linksTo, plainText } from './helpers/first-html.ts';
import { visit } from './helpers/page-check.ts';
import { findSamples, type Samples } from './helpers/samples.ts';

const MAIN_MENU = 'Основное меню';

let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

const PAGES: Array<{ name: string; path: (found: Samples) => string; links?: ScreenKey }> = [
  { name: 'home', path: () => '/' },
  { name: 'lot page', path: (found) => `/lots/${found.lot}` },
  { name: 'project page', path: (found) => `/projects/${found.project}` },
  { name: 'article', path: (found) => `/news/${found.news}` },
  { name: 'projects', path: () => '/projects', links: 'project' },
  { name: 'catalogue', path: () => '/lots', links: 'lot' },
  { name: 'news', path: () => '/news/', links: 'article' },
];

for (const { name, path, links } of PAGES) {
  test(`${name}: the first HTML is the page, and the app hydrates it with the same heading and no errors`, async ({
    page,
    request,
  }) => {
    const address = path(samples);
    const sent = await firstHtml(request, address);
    expect(sent.status, address).toBe(200);
    expect(sent.html, 'the state the browser hydrates with').toContain(
      '<script type="application/json" id="app-state">',
    );
    const headings = Array.from(sent.root.querySelectorAll('h1'), (h1) => plainText(h1.textContent));
    expect(headings, `${address}: one h1 in the first HTML`).toHaveLength(1);
    expect(headings[0]).not.toBe('');
    expect(sent.root.querySelectorAll(`header nav[aria-label="${MAIN_MENU}"]`), 'the site header').toHaveLength(1);
    if (links)
      expect(linksTo(sent.root, links).length, `${address}: links to ${links} pages in the first HTML`).toBeGreaterThan(
        0,
      );

    const { response, problems } = await visit(page, address);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const h1 = page.locator('#root h1');
    await expect(h1).toHaveCount(1);
    expect(plainText(await h1.textContent()), `${address}: the heading after hydration`).toBe(headings[0]);
    await expect(page.getByRole('navigation', { name: MAIN_MENU })).toBeAttached();
    // Effects after the hydration commit (visitor lists, lazy parts) have run or failed by now.
    await page.waitForLoadState('networkidle');
    expect(problems, `${address}: console errors, exceptions or CSP violations`).toEqual([]);
  });
}

async function cheapestFlat(request: APIRequestContext) {
  const response = await request.get('/api/apartments/?page_size=1&ordering=price');
  expect(response.ok()).toBe(true);
  const [lot] = ((await response.json()) as LotList).results;
  if (!lot) throw new Error('the seeded catalogue lists no lot');
  return lot;
}

test('without JavaScript a lot page shows the header navigation, its heading and its price', async ({
  browser,
  request,
}) => {
  const lot = await cheapestFlat(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/lots/${lot.id}`);
  expect(response?.status()).toBe(200);
  const nav = page.getByRole('navigation', { name: MAIN_MENU });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Контакты' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Северин — на главную' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(heading).toContainText('№');
  const price = page.getByRole('region', { name: 'Цена и покупка' });
  await expect(price).toBeVisible();
  await expect(price).toContainText(formatPrice(lot.price));
  await context.close();
});
