/**
 * Favourites and comparison as the end-to-end specs see them: the catalogue
 * cards with their toggles, the header badge and the server lists read with
 * the page's own cookies (`page.request` shares the browser context's jar, so
 * it asks as the same visitor).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { ComparisonList, FavoritesList } from '../../../src/schemas/favorites.ts';

/** Cards of the /lots catalogue. */
export const catalogueCards = (page: Page) => page.getByRole('region', { name: 'Лоты' }).getByRole('article');

/** The favourite toggle of a card (icon button, fixed name, `aria-pressed`). */
export const favoriteToggle = (card: Locator) => card.getByRole('button', { name: 'В избранное', exact: true });

/** The header link to /favorites: «Избранное: N» when N > 0, plain «Избранное» otherwise. */
export const favoritesBadge = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: count > 0 ? `Избранное: ${count}` : 'Избранное', exact: true });

/** The lot id a card links to (`/lots/123` → 123). */
export async function cardLotId(card: Locator): Promise<number> {
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  const id = Number(/\/(\d+)\/?$/.exec(href)?.[1]);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`a card links to ${href}, not to a lot`);
  return id;
}

/** Lot ids in the server's favourites of this visitor, in the server's order. */
export async function serverFavorites(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/favorites/');
  expect(response.status()).toBe(200);
  return ((await response.json()) as FavoritesList).results.map((item) => item.property);
}

/** Lot ids in the server's comparison of this visitor. */
export async function serverComparison(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/comparison/');
  expect(response.status()).toBe(200);
  return ((await response.json()) as ComparisonList).properties.map((item) => item.property);
}

/** Sorted copy, for comparing sets of ids. */
export const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** The cookie notice (2 s after load) must not cover what the tests click. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
}

/**
 * Opens the flat catalogue and waits until the app knows the (empty) server
 * lists, so a toggle clicked next is not raced by the first list load.
 */
export async function openCatalogue(page: Page) {
  const favoritesLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/favorites/' && response.request().method() === 'GET',
  );
  await page.goto('/lots?property_type=flat');
  await expect(catalogueCards(page).first()).toBeVisible();
  await favoritesLoaded;
}
