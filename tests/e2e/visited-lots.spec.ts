/**
 * Visited lots (spec §3): every opened lot is recorded newest first without
 * duplicates, persisted in IndexedDB; the legacy space-separated local-storage
 * list is migrated once.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './helpers/hydrated-page.ts';
import type { LotList } from '../../src/schemas/lots.ts';
import { readPersisted } from './helpers/persisted-state.ts';

async function readVisited(page: Page): Promise<number[] | null> {
  return (await readPersisted<{ ids?: number[] }>(page, 'visited-lots'))?.ids ?? null;
}

test('opened lots are recorded newest first, without duplicates, and survive a reload', async ({ page, request }) => {
  const list = (await (await request.get('/api/apartments/?property_type=flat&page_size=2')).json()) as LotList;
  const [first, second] = list.results;
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));

  // The list after each visit. Each is awaited before the next address: the server's page shows the
  // heading before the app has run, and a page left that early has recorded nothing yet.
  const visits = [
    { lot: first, recorded: [first.id] },
    { lot: second, recorded: [second.id, first.id] },
    { lot: first, recorded: [first.id, second.id] },
  ];
  for (const { lot, recorded } of visits) {
    await page.goto(`/lots/${lot.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
    await expect.poll(() => readVisited(page)).toEqual(recorded);
  }
  await page.reload();
  await expect.poll(() => readVisited(page)).toEqual([first.id, second.id]);
});

test('the legacy space-separated list is migrated once', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('visited-lots', '31 17 31 x');
    }
  });
  await page.goto('/about');
  await expect.poll(() => readVisited(page)).toEqual([31, 17]);
  expect(await page.evaluate(() => window.localStorage.getItem('visited-lots'))).toBeNull();
});

test('«Вы смотрели» on home and under the catalogue’s results lists the opened lots, newest first', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/apartments/?property_type=flat&page_size=2')).json()) as LotList;
  const [first, second] = list.results;
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
  for (const lot of [first, second]) {
    await page.goto(lot.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
  }
  for (const path of ['/', '/lots']) {
    await page.goto(path);
    const row = page.getByRole('region', { name: 'Просмотренные лоты' });
    await expect(page.getByRole('heading', { name: 'Вы смотрели' })).toBeVisible();
    await expect(row.getByRole('article')).toHaveCount(2);
    const links = await row
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual([second.url, first.url]);
  }
  // In the catalogue the row comes after the results (issue 31): appearing after hydration, it moves nothing above it.
  const results = page.getByRole('region', { name: 'Лоты', exact: true });
  const following = await results.evaluate((section) => {
    const heading = Array.from(document.querySelectorAll('h2')).find((h2) => h2.textContent === 'Вы смотрели');
    return heading ? Boolean(section.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
  });
  expect(following).toBe(true);
});
