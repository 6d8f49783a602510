/**
 * «Скачать PDF» offline (issue 7, decision 013), workers allowed: after one
 * online visit to a lot page — without ever clicking the button — the worker
 * holds the renderer chunk and the fonts (warmed at idle), the lot and its
 * plan; with the network gone the reloaded lot page still saves a correct
 * PDF with the plan in it. Offline is set up as in pwa-offline.spec.ts:
 * `setOffline` plus aborting every request that reaches the network.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import type { LotList } from '../../src/schemas/lots.ts';
import { acceptCookies } from './helpers/saved-lots.ts';
import { downloadPdf } from './helpers/pdf-download.ts';

async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Paths stored in a cache of the worker. */
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(
    async (cacheName) => (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname),
    name,
  );

test('a visited lot downloads its PDF offline, with the plan', async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  const list = (await (
    await page.request.get('/api/apartments/?property_type=flat&status=free&page_size=24')
  ).json()) as LotList;
  const lot = list.results.find((card) => card.plan)!;
  expect(lot).toBeTruthy();

  await page.goto('/');
  await controlledByWorker(page);
  await page.goto(lot.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);

  // The idle warm-up (after load + 2 s) puts the renderer and the four fonts into the worker's cache.
  await expect
    .poll(
      async () => {
        const paths = await cachedPaths(page, 'pdf-assets-v1');
        return (
          paths.some((path) => /^\/assets\/pdf-.+\.js$/.test(path)) &&
          paths.filter((path) => path.endsWith('.ttf')).length === 4
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(async () => (await cachedPaths(page, 'lots-v1')).some((path) => path.endsWith(`/${lot.id}/`)))
    .toBe(true);
  await expect.poll(async () => (await cachedPaths(page, 'plans-v1')).includes(lot.plan!)).toBe(true);

  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
  await expect(page.getByRole('note').filter({ hasText: 'данные на' })).toBeVisible();

  const pdf = await downloadPdf(page, page.getByRole('button', { name: 'Скачать PDF' }));
  expect(pdf.fileName).toBe(`lot-${lot.number}.pdf`);
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Цена действительна на');
  expect(pdf.text).toContain(`№ ${lot.number}`);
  expect(pdf.text).toContain('₽');
  expect(pdf.text).toContain('м²');
  expect(pdf.images).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: 'PDF' })).toHaveCount(0);
});
