/**
 * Installing the site and updating it (issue 6, decision 010), in the `pwa`
 * project (workers allowed): the worker is registered by the page and takes
 * control after a reload; the manifest, its icons and screenshots are
 * complete; Chromium reports no installability errors; the install card
 * comes after interest and «Не сейчас» is remembered. Updates:
 * pwa-update.spec.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS, E2E_PORT } from './helpers/env.ts';
import { acceptCookies } from './helpers/forms.ts';
import { LOT_VIEWS_KEY } from '../../src/features/pwa/use-interest.ts';

const INSTALL_TITLE = 'Установите сайт как приложение';

/** Waits for the page's own registration to activate, reloads, and waits until the worker controls the page. */
async function controlledByWorker(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

async function imageSize(page: Page, url: string, type: RegExp) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(type);
  const { width, height } = await sharp(await response.body()).metadata();
  return `${width}x${height}`;
}

test('the first visit registers the worker after load; it controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(state).toMatch(/^activat/);
  await controlledByWorker(page);
  // A worker waits for the visitor's «Обновить»: nothing is pending after the first install.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
});

test('the manifest is linked and complete; its icons and screenshots answer with the declared sizes', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string }> }>;
    screenshots: Array<{ src: string; sizes: string; form_factor?: string; label?: string }>;
  };
  expect(manifest).toMatchObject({ lang: 'ru', id: '/', scope: '/', display: 'standalone', short_name: 'Северин' });
  expect(manifest.name).toMatch(/Северин/);
  expect(manifest.start_url).toMatch(/^\/(\?|$)/);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) expect(await imageSize(page, icon.src, /^image\/png/)).toBe(icon.sizes);

  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, new URL(shortcut.url, 'http://x').pathname])).toEqual([
    ['Квартиры', '/lots'],
    ['Избранное', '/favorites'],
  ]);
  for (const shortcut of manifest.shortcuts) {
    expect(shortcut.icons).toHaveLength(1);
    expect(await imageSize(page, shortcut.icons[0].src, /^image\/png/)).toBe('96x96');
  }

  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect(shot.label).toBeTruthy();
    const size = await imageSize(page, shot.src, /^image\/(webp|png)/);
    expect(size).toBe(shot.sizes);
    const [width, height] = size.split('x').map(Number);
    expect(shot.form_factor === 'wide' ? width > height : height > width).toBe(true);
  }

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await imageSize(page, appleIcon!, /^image\/png/)).toBe('180x180');
});

test('Chromium reports no installability errors', async () => {
  // Only a persistent profile counts: an incognito context always reports `in-incognito`.
  const profile = mkdtempSync(path.join(tmpdir(), 'severin-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://127.0.0.1:${E2E_PORT}/`);
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Two flats of the seeded catalogue. */
async function twoLotIds(page: Page): Promise<[number, number]> {
  const response = await page.request.get('/api/apartments/?property_type=flat&limit=2');
  const { results } = (await response.json()) as { results: Array<{ id: number }> };
  return [results[0].id, results[1].id];
}

test.describe('the install card', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    // Chromium's own `beforeinstallprompt` would race the synthetic one; only events flagged by the test reach the page.
    await page.addInitScript(() => {
      window.addEventListener(
        'beforeinstallprompt',
        (event) => {
          if (!(event as Event & { synthetic?: boolean }).synthetic) event.stopImmediatePropagation();
        },
        true,
      );
    });
  });

  /** A `beforeinstallprompt` like Chromium's; `prompt()` leaves a trace for the test. */
  const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') =>
    page.evaluate((choice) => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        synthetic: true,
        prompt: async () => void document.documentElement.setAttribute('data-install-prompted', 'yes'),
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      });
      window.dispatchEvent(event);
    }, outcome);

  /**
   * Opens a lot page and waits until the app has counted the view: the server's page shows the
   * heading before the app (and its lazy notices) runs, and an offer or a next page sent before
   * that would be missed.
   */
  const viewLot = async (page: Page, id: number, views: number) => {
    await page.goto(`/lots/${id}`);
    await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => Number(sessionStorage.getItem(key)), LOT_VIEWS_KEY)).toBe(views);
  };

  test('appears on the second lot view; «Не сейчас» hides it and it stays hidden after a reload', async ({ page }) => {
    const [first, second] = await twoLotIds(page);
    const card = page.getByRole('region', { name: INSTALL_TITLE });
    await page.goto('/');
    await controlledByWorker(page);

    await viewLot(page, first, 1);
    await offerInstall(page);
    await page.waitForTimeout(300);
    await expect(card).toHaveCount(0);

    await viewLot(page, second, 2);
    await offerInstall(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Установить' })).toBeVisible();

    // Keyboard: the buttons are reachable and show their focus.
    const notNow = card.getByRole('button', { name: 'Не сейчас' });
    await notNow.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(card.getByRole('button', { name: 'Установить' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notNow).toBeFocused();
    expect(await notNow.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);

    await page.reload();
    await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page);
    await page.waitForTimeout(300);
    await expect(card).toHaveCount(0);
  });

  test('«Установить» opens the browser dialog', async ({ page }) => {
    const [first, second] = await twoLotIds(page);
    await page.goto('/');
    await controlledByWorker(page);
    await viewLot(page, first, 1);
    await viewLot(page, second, 2);
    await offerInstall(page, 'accepted');
    const card = page.getByRole('region', { name: INSTALL_TITLE });
    await card.getByRole('button', { name: 'Установить' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
    await expect(card).toHaveCount(0);
  });
});
