/**
 * The catalogue's cards/list switch (issue 31): the choice is kept in the
 * `lots-view` cookie, which the server reads, so the next page is drawn in
 * that view from the start; a choice an earlier version kept in local
 * storage moves into the cookie once.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';

const list = (page: Page) => page.getByRole('region', { name: 'Лоты', exact: true }).getByRole('list').first();
const viewCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'lots-view');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
});

test('«Списком» is kept in a site-wide cookie for a year and the next page starts in that view', async ({ page }) => {
  await page.goto('/lots');
  await expect(list(page)).toHaveAttribute('data-view', 'card');
  await page.getByRole('button', { name: 'Списком' }).click();
  await expect(list(page)).toHaveAttribute('data-view', 'list');

  const cookie = await viewCookie(page);
  expect(cookie).toMatchObject({ value: 'list', path: '/', sameSite: 'Lax' });
  const yearAhead = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs(cookie!.expires - yearAhead)).toBeLessThan(120);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list(page)).toHaveAttribute('data-view', 'list');
  await page.getByRole('button', { name: 'Карточками' }).click();
  await expect.poll(async () => (await viewCookie(page))?.value).toBe('card');
});

test('a list view kept in local storage by the earlier version moves into the cookie once', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('lots-view', 'list');
    }
  });
  await page.goto('/about');
  await expect.poll(async () => (await viewCookie(page))?.value).toBe('list');
  expect(await page.evaluate(() => window.localStorage.getItem('lots-view'))).toBeNull();
  await page.goto('/lots');
  await expect(list(page)).toHaveAttribute('data-view', 'list');
});
