/**
 * Favourites and comparison end to end (issue 4): toggles on catalogue cards
 * and lot pages reach the server and the header badge, survive a reload,
 * /favorites removes and restores, /compare narrows to «Только различия».
 * Offline delivery and conflicts are in saved-lots-offline.spec.ts.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import type { LotList } from '../../src/schemas/lots.ts';
import {
  acceptCookies,
  cardLotId,
  catalogueCards,
  favoritesBadge,
  favoriteToggle,
  openCatalogue,
  serverComparison,
  serverFavorites,
  sorted,
} from './helpers/saved-lots.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** Adds the first two catalogue cards to favourites through their toggles; answers their lot ids. */
async function favoriteTwoFromCatalogue(page: Page): Promise<number[]> {
  await openCatalogue(page);
  const ids: number[] = [];
  for (const index of [0, 1]) {
    const card = catalogueCards(page).nth(index);
    ids.push(await cardLotId(card));
    await favoriteToggle(card).click();
    await expect(favoriteToggle(card)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(favoritesBadge(page, 2)).toBeVisible();
  // Delivered: the outbox is empty, so a navigation loses nothing.
  await expect.poll(() => serverFavorites(page).then(sorted)).toEqual(sorted(ids));
  return ids;
}

test('two lots added from catalogue cards show in the badge, on the server and on /favorites, also after a reload', async ({
  page,
}) => {
  const ids = await favoriteTwoFromCatalogue(page);
  // The toggle did not follow the card's link.
  expect(new URL(page.url()).pathname).toBe('/lots');

  await page.reload();
  await expect(favoritesBadge(page, 2)).toBeVisible();
  for (const index of [0, 1])
    await expect(favoriteToggle(catalogueCards(page).nth(index))).toHaveAttribute('aria-pressed', 'true');

  await favoritesBadge(page, 2).click();
  await expect(page).toHaveURL(/\/favorites$/);
  const listed = page.getByRole('tabpanel').getByRole('article');
  await expect(listed).toHaveCount(2);
  for (const id of ids) await expect(listed.filter({ has: page.locator(`a[href$="/${id}"]`) })).toHaveCount(1);
  expect(sorted(await serverFavorites(page))).toEqual(sorted(ids));
});

test('on /favorites a removed lot disappears and «Вернуть» brings it back, on the server too', async ({ page }) => {
  const ids = await favoriteTwoFromCatalogue(page);
  await page.goto('/favorites');
  const listed = page.getByRole('tabpanel').getByRole('article');
  await expect(listed).toHaveCount(2);

  const [removedId, keptId] = ids as [number, number];
  const removed = listed.filter({ has: page.locator(`a[href$="/${removedId}"]`) });
  await favoriteToggle(removed).click();
  await expect(removed).toHaveCount(0);
  await expect(listed).toHaveCount(1);
  await expect(favoritesBadge(page, 1)).toBeVisible();
  await expect.poll(() => serverFavorites(page)).toEqual([keptId]);

  await page.getByRole('button', { name: 'Вернуть' }).click();
  await expect(listed).toHaveCount(2);
  await expect(listed.filter({ has: page.locator(`a[href$="/${removedId}"]`) })).toHaveCount(1);
  await expect(favoritesBadge(page, 2)).toBeVisible();
  await expect.poll(() => serverFavorites(page).then(sorted)).toEqual(sorted(ids));
});

test('two flats compared from their lot pages; «Только различия» leaves fewer rows, but some', async ({ page }) => {
  // Two flats of one project share their location rows, so some rows are equal and some differ.
  const first = (await (await page.request.get('/api/apartments/?property_type=flat&page_size=1')).json()) as LotList;
  const project = first.results[0]!.project.id;
  const list = (await (
    await page.request.get(`/api/apartments/?property_type=flat&project=${project}&page_size=2`)
  ).json()) as LotList;
  const lots = list.results;
  expect(lots).toHaveLength(2);

  for (const lot of lots) {
    await page.goto(`/lots/${lot.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
    const compare = page.getByRole('button', { name: 'Сравнить', exact: true });
    await compare.click();
    await expect(page.getByRole('button', { name: 'В сравнении', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => serverComparison(page)).toContain(lot.id);
  }

  await page.goto('/compare');
  const table = page.getByRole('table');
  await expect(table.locator('thead th')).toHaveCount(2);
  for (const lot of lots) await expect(table.locator(`thead a[href$="/${lot.id}"]`)).toBeVisible();
  const rows = table.locator('tbody tr');
  const all = await rows.count();
  expect(all).toBeGreaterThan(0);

  const onlyDifferences = page.getByRole('switch', { name: 'Только различия' });
  await expect(onlyDifferences).toBeEnabled();
  // The native checkbox sits under the drawn track: click the switch's label, as a visitor does.
  await page.getByText('Только различия', { exact: true }).click();
  await expect(onlyDifferences).toBeChecked();
  await expect.poll(() => rows.count()).toBeLessThan(all);
  expect(await rows.count()).toBeGreaterThan(0);
});
