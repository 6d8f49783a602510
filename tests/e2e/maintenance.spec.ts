/**
 * Announced maintenance (spec §2, §4) without touching the shared server's
 * database: the announcement is injected where the browser reads it — the
 * runtime config of the first HTML answer (root loader) or `/api/tech/`
 * (the shell's watch while the visitor is on the site).
 */
import { type Page } from '@playwright/test';
import { test, expect } from './helpers/hydrated-page.ts';

const HOUR = 3_600_000;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
});

/** The first page of the visit says works end at `until` (as the server does when the setting is set). */
async function announceInHtml(page: Page, until: string) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // The server draws the maintenance page itself when the setting is set (tests/api/ssr-render.test.ts). Here
      // the announcement is put into a page it drew as usual, so its state block goes and the browser draws the
      // page from the announced config, as it does the offline shell.
      const body = (await response.text())
        .replace('"maintenanceUntil":null', `"maintenanceUntil":"${until}"`)
        .replace(/<script type="application\/json" id="app-state">[^<]*<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}

/** `/api/tech/` answers from `times` in turn (the last one repeats). */
async function announceInTech(page: Page, times: Array<string | null>) {
  let call = 0;
  await page.route('**/api/tech/', (route) => {
    const time = times[Math.min(call, times.length - 1)];
    call += 1;
    return route.fulfill({ json: { time }, headers: { 'cache-control': 'no-store' } });
  });
}

const units = (page: Page) => page.getByRole('timer').locator('[data-unit]');

test('a first visit during works shows the maintenance page with days, hours and minutes', async ({ page }) => {
  const until = new Date(Date.now() + 2 * 24 * HOUR + 3 * HOUR + 30 * 60_000).toISOString();
  await announceInHtml(page, until);
  await announceInTech(page, [until]);
  await page.goto('/');
  await expect(page.getByText('тех. работы')).toBeVisible();
  await expect(page.getByText('Обновляем сайт.')).toBeVisible();
  await expect(page.getByText('Закончим через')).toBeVisible();
  await expect(units(page)).toHaveCount(3);
  await expect(page.getByRole('timer')).toContainText(/2\s*дня\s*3\s*часа\s*(29|30)\s*минут/);
  await expect(page.getByRole('heading', { name: 'Дома, в которых хочется жить' })).toHaveCount(0);
});

test('under a day left the countdown shows hours and minutes only', async ({ page }) => {
  const until = new Date(Date.now() + 5 * HOUR + 10 * 60_000).toISOString();
  await announceInHtml(page, until);
  await announceInTech(page, [until]);
  await page.goto('/lots');
  await expect(units(page)).toHaveCount(2);
  await expect(page.getByRole('timer')).toContainText(/5\s*часов\s*(9\s*минут|10\s*минут)/);
});

test('works announced while the visitor is on the site replace the page', async ({ page }) => {
  const until = new Date(Date.now() + 3 * HOUR).toISOString();
  // The page arrives with the server's «no works» answer; the works are announced while it is open.
  await page.goto('/');
  await announceInTech(page, [until]);
  // The visitor comes back to the tab: the open page asks `tech/` again (as it does every two minutes).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Обновляем сайт.')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/(2\s*часа\s*59|3\s*часа\s*0)\s*минут/);
});

test('when the countdown reaches zero the site comes back by itself', async ({ page }) => {
  test.setTimeout(45_000);
  const until = new Date(Date.now() + 4_000).toISOString();
  await announceInHtml(page, until);
  // The reload after the works: the server no longer announces anything.
  await announceInTech(page, [null]);
  await page.goto('/');
  await expect(page.getByText('Обновляем сайт.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Дома, в которых хочется жить' })).toBeVisible({
    timeout: 20_000,
  });
});

test('a missing or past time is ignored', async ({ page }) => {
  await announceInTech(page, [new Date(Date.now() - HOUR).toISOString()]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Дома, в которых хочется жить' })).toBeVisible();
  await expect(page.getByText('Обновляем сайт.')).toHaveCount(0);
});

test('a page the server answered with 503 (its database away) shows the server error page, and a reload brings the site back', async ({
  page,
}) => {
  let outage = true;
  // As the server answers while PostgreSQL is down (decision 027): status 503, the status in the runtime config.
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document' || !outage) return route.fallback();
      const response = await route.fetch();
      // Without its database the server renders nothing: no state block, the browser draws the error page.
      const body = (await response.text())
        .replace('"status":200', '"status":503')
        .replace(/<script type="application\/json" id="app-state">[^<]*<\/script>/, '');
      await route.fulfill({ response, status: 503, headers: { ...response.headers(), 'retry-after': '5' }, body });
    },
  );
  await page.goto('/lots');
  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка на стороне сервера.' })).toBeVisible();
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  outage = false;
  await page.getByRole('button', { name: 'Обновить страницу' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка на стороне сервера.' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
