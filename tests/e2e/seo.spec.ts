/**
 * Search engines and sharing (issue 8) in Chromium against the built server:
 * with JavaScript off a lot page still shows its heading, price, facts and
 * breadcrumbs (the first HTML is the app's own page, issue 31); with
 * JavaScript on the app hydrates that page without console or CSP errors
 * (JSON-LD blocks are data, not scripts) and without moving it, and the title
 * follows client navigation. The sitemap is parsed by Chromium's own XML
 * parser.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import type { LotList } from '../../src/schemas/lots.ts';
import { formatPrice } from '../../src/lib/format/index.ts';
import { firstHtml, hydrated, plainText } from './helpers/first-html.ts';
import { visit } from './helpers/page-check.ts';

async function firstLot(request: APIRequestContext) {
  const response = await request.get('/api/apartments/?page_size=1&ordering=price');
  expect(response.ok()).toBe(true);
  const [lot] = ((await response.json()) as LotList).results;
  return lot;
}

test('without JavaScript a lot page shows its heading, price, facts and breadcrumbs', async ({ browser, request }) => {
  const lot = await firstLot(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/flat/${lot.id}`);
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toContainText('№');
  const price = page.getByRole('region', { name: 'Цена и покупка' });
  await expect(price).toContainText(formatPrice(lot.price));
  await expect(price).toBeVisible();
  await expect(page.getByText('Общая площадь', { exact: true })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByRole('link', { name: 'Выбрать недвижимость' })).toHaveAttribute('href', '/lots');
  await context.close();
});

test('the first HTML is the page, and the app hydrates it without errors or layout shifts', async ({
  page,
  request,
}) => {
  const lot = await firstLot(request);
  const path = `/flat/${lot.id}`;
  const sent = await firstHtml(request, path);
  expect(sent.html).toContain('application/ld+json');
  const serverTitle = /<title>([^<]+)<\/title>/.exec(sent.html)?.[1];
  const serverHeading = plainText(sent.root.querySelector('h1')?.textContent);
  expect(serverHeading).toContain('№');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const { problems } = await visit(page, path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(plainText(await page.getByRole('heading', { level: 1 }).textContent())).toBe(serverHeading);
  await expect(page).toHaveTitle(serverTitle!);
  expect(problems).toEqual([]);
  const shifts = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifts).toBeLessThan(0.1);
});

test('the title, description and canonical follow client-side navigation', async ({ page, request }) => {
  const lot = await firstLot(request);
  const { problems } = await visit(page, `/lots/${lot.id}`);
  await expect(page).toHaveTitle(/м²/);
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Контакты' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page).toHaveTitle(/^Контакты/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://severin-dev.ru/contacts');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://severin-dev.ru/contacts');
  expect(problems).toEqual([]);
});

test('the sitemap index and its parts are well-formed XML for Chromium', async ({ page }) => {
  await page.goto('/robots.txt');
  const result = await page.evaluate(async () => {
    const parse = async (url: string) => {
      const text = await (await fetch(url)).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        locs: Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent ?? ''),
      };
    };
    const index = await parse('/sitemap.xml');
    const parts = await Promise.all(index.locs.map((loc) => parse(new URL(loc).pathname)));
    return { index, parts: parts.map((part) => ({ error: part.error, count: part.locs.length })) };
  });
  expect(result.index.error).toBeNull();
  expect(result.index.locs.length).toBeGreaterThanOrEqual(4);
  for (const part of result.parts) {
    expect(part.error).toBeNull();
    expect(part.count).toBeGreaterThan(0);
  }
});
