/**
 * The modal host (spec §2: closes on Escape, overlay click and route change)
 * with the callback side panel, and the cookie notice (spec §4, §9: appears
 * 2 s after load, 'Хорошо' accepts for good, the legacy local-storage flag is
 * migrated into IndexedDB).
 */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, pageRendered, setLegacyCookieFlag, test } from './shell-fixtures.ts';
import { readPersisted } from './helpers/persisted-state.ts';
import { chunkPath } from './helpers/build-manifest.ts';

test.describe('callback side panel', () => {
  test.use({ viewport: DESKTOP });

  test('opens from the header; Escape closes it and returns focus', async ({ page, shell }) => {
    await page.goto('/about');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' });
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ежедневно с 9:00 до 21:00')).toBeVisible();
    await expect(dialog.getByRole('link', { name: shell.info.media.phone }).first()).toHaveAttribute(
      'href',
      /^tel:\+7\d{10}$/,
    );
    await expect(dialog.getByRole('link', { name: 'Северин — на главную' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    // Focus moved into the dialog.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a click on the overlay closes it', async ({ page }) => {
    await page.goto('/about');
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
    await expect(dialog).toBeVisible();
    // The panel sits on the right; the left edge of the screen is the dimmed overlay.
    const box = (await dialog.boundingBox())!;
    expect(box.x, 'room for the overlay left of the panel').toBeGreaterThan(100);
    await page.mouse.click(50, DESKTOP.height / 2);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/about');
  });

  test('a route change closes it: a link inside and the browser back button', async ({ page }) => {
    await page.goto('/about');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' });
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });

    await opener.click();
    await dialog.getByRole('link', { name: 'Северин — на главную' }).click();
    await expect(page).toHaveURL('/');
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(dialog).toBeHidden();
    // The page is usable again (no scroll lock left behind).
    await pageRendered(page);
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('on a phone the panel burger swaps the dialog for the menu', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await menu.getByRole('button', { name: 'Заказать звонок' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await dialog.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(dialog).toBeHidden();
    await expect(menu).toBeVisible();
  });
});

/** The persisted flag as redux-persist keeps it in IndexedDB. */
async function storedAcceptance(page: Page): Promise<boolean | null> {
  return (await readPersisted<{ accepted?: boolean }>(page, 'cookie-notice'))?.accepted ?? null;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Уведомление об использовании файлов cookie' });

/** Loads a page and returns the time the request started and when the app showed its header. */
async function load(page: Page, path: string) {
  const started = Date.now();
  await page.goto(path);
  await page.getByRole('banner').waitFor();
  return { started, shown: Date.now() };
}

async function waitUntil(page: Page, time: number) {
  const left = time - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

test.describe('cookie notice', () => {
  test.use({ acceptCookies: false, viewport: DESKTOP });

  test('appears 2 s after load with «Хорошо» and a link to the policy', async ({ page }) => {
    // The page's clock is Playwright's: it runs as usual until paused, then only as the test moves it.
    await page.clock.install();
    await page.goto('/');
    await pageRendered(page);
    const sinceLoad = () => page.evaluate(() => performance.now());
    // Half a second of margin: the pause point must still be ahead when the call arrives.
    if ((await sinceLoad()) < 1000) {
      // A quick start: stopped at 1,5 s from load the notice is not there; moved to 2 s, it is.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1500 - (await sinceLoad()));
      await expect(notice(page), 'not yet at 1,5 s').toHaveCount(0);
      await page.clock.runFor(500);
    }
    await expect(notice(page)).toBeVisible();
    expect(await sinceLoad(), 'not before 2 s').toBeGreaterThanOrEqual(2000);
    await expect(notice(page).getByRole('button', { name: 'Хорошо' })).toBeVisible();
    const policy = notice(page).getByRole('link');
    await expect(policy).toHaveAttribute('href', '/policy');
    await page.clock.resume();
    await policy.click();
    await expect(page).toHaveURL('/policy');
    await expect(notice(page), 'following the link is not accepting').toBeVisible();
  });

  test('counts the 2 s from load, not from when the app had started (issue 30: it came at ~3 s)', async ({ page }) => {
    await page.clock.install();
    // The notice's code arrives only after 2,5 s from load, as on a slow start.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const noticeChunk = chunkPath('src/features/cookie-notice/cookie-notice.tsx');
    await page.route(
      (url) => url.pathname === noticeChunk,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/');
    await pageRendered(page);
    await expect.poll(() => page.evaluate(() => performance.now()), { timeout: 20_000 }).toBeGreaterThan(2500);
    // Time stops (no timer of the notice exists yet to be fired by the jump): a timer started at
    // its mount would never fire; a notice due since load appears without one.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    release();
    await expect(notice(page)).toBeVisible();
  });

  test('«Хорошо» hides it for good (IndexedDB), also after a reload', async ({ page }) => {
    await load(page, '/');
    await notice(page).getByRole('button', { name: 'Хорошо' }).click({ timeout: 4000 });
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => storedAcceptance(page)).toBe(true);

    await page.reload();
    await page.getByRole('banner').waitFor();
    await waitUntil(page, Date.now() + 2500);
    await expect(notice(page)).toHaveCount(0);
  });

  test('the legacy accept-cookie flag is migrated: the notice never appears', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const first = await context.newPage();
    await setLegacyCookieFlag(first);
    const { shown } = await load(first, '/');
    await expect.poll(() => storedAcceptance(first)).toBe(true);
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem('accept-cookie')), 'the legacy key is gone')
      .toBeNull();
    await waitUntil(first, shown + 2500);
    await expect(notice(first)).toHaveCount(0);
    await first.close();

    // A later visit without the legacy flag relies on the migrated value alone.
    const second = await context.newPage();
    const later = await load(second, '/about');
    await waitUntil(second, later.shown + 2500);
    await expect(notice(second)).toHaveCount(0);
    await context.close();
  });
});
