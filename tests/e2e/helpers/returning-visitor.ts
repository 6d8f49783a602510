/**
 * A visitor who has been here before (issue 31: the server's page is the same
 * for everyone; the visitor's own lists arrive after hydration): three lots
 * opened (visited lots, kept in IndexedDB), two favourites and two lots in the
 * comparison on the server and in the app's IndexedDB copy, cookies accepted.
 * The lots are opened through the UI; the lists are posted as the app posts
 * them, then a page load lets the app read and keep them.
 */
import { expect, type Page } from '@playwright/test';
import type { LotList } from '../../../src/schemas/lots.ts';
import { readPersisted } from './persisted-state.ts';
import { acceptCookies, favoritesBadge } from './saved-lots.ts';

export interface ReturningVisitor {
  visited: number[];
  favorites: number[];
  comparison: number[];
}

async function post(page: Page, path: string, property: number) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(csrf, 'the page holds a CSRF cookie').toBeTruthy();
  const response = await page.request.post(path, { data: { property }, headers: { 'X-CSRFToken': csrf! } });
  expect(response.status(), `${path} ${property}`).toBeLessThan(300);
}

/** `alsoSaved`: a lot (the one a test opens next) put in both lists, so its own toggles start pressed. */
export async function becomeReturningVisitor(page: Page, alsoSaved?: number): Promise<ReturningVisitor> {
  await acceptCookies(page);
  const response = await page.request.get('/api/apartments/?property_type=flat&ordering=price&page_size=6');
  const ids = ((await response.json()) as LotList).results.map((lot) => lot.id).filter((id) => id !== alsoSaved);
  const visited = ids.slice(0, 3);
  const kept = async () => (await readPersisted<{ ids?: number[] }>(page, 'visited-lots'))?.ids ?? [];
  for (const id of visited) {
    await page.goto(`/lots/${id}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'server', { timeout: 20_000 });
    // A visit is at times not kept (seen in about 1 of 15 server-rendered lot pages, issue 31; reported):
    // this sets the scene for other checks, so such a visit is made again.
    await expect(async () => {
      if ((await kept()).includes(id)) return;
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'server', { timeout: 20_000 });
      await expect.poll(kept, { timeout: 3000 }).toContain(id);
    }, `lot ${id} kept among the visited lots`).toPass({ timeout: 30_000 });
  }
  const favorites = [alsoSaved ?? ids[3]!, visited[0]!];
  const comparison = [alsoSaved ?? ids[3]!, visited[1]!];
  for (const id of favorites) await post(page, '/api/favorites/', id);
  for (const id of comparison) await post(page, '/api/comparison/', id);
  // The app reads the lists on its next start and keeps them in IndexedDB for the visit after.
  await page.goto('/about');
  await expect(favoritesBadge(page, favorites.length)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        const kept = JSON.stringify(await readPersisted(page, 'saved-lots'));
        return [...favorites, ...comparison].every(
          (id) => kept.includes(`"property\\":${id}`) || kept.includes(`"property":${id}`),
        );
      },
      { message: 'favourites and comparison kept in IndexedDB' },
    )
    .toBe(true);
  return { visited, favorites, comparison };
}
