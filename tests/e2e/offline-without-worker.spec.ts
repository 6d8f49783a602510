/**
 * The network drops before a service worker keeps the site (a first visit, or
 * a browser without workers — this project blocks them): the error pages were
 * fetched at idle after start-up, so opening a lot from the catalogue says
 * «Нет подключения к интернету» instead of reloading into the browser's own
 * error page (decision 015: the error pages are out of the first load).
 */
import { expect, test } from './helpers/hydrated-page.ts';
import { chunkPath } from './helpers/build-manifest.ts';
import { acceptCookies, catalogueCards } from './helpers/saved-lots.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('with no service worker, a lot opened after the network dropped shows the offline page', async ({
  page,
  context,
}) => {
  const idleChunks = [chunkPath('src/app/route-error-content.tsx'), chunkPath('src/app/routes/lot-screen.tsx')];
  const fetchedAtIdle = Promise.all(
    idleChunks.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)),
  );
  await page.goto('/lots?property_type=flat');
  const card = catalogueCards(page).first();
  await expect(card).toBeVisible();
  await fetchedAtIdle;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await card.getByRole('heading').getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения к интернету' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
});
