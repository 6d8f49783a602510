/**
 * «Поделиться» on lot, project and compare pages (issue 30): where the device
 * has a share sheet, it gets the page's title and address; elsewhere the
 * button copies the address and says «Ссылка скопирована». A shared
 * comparison (`/compare?type=…&ids=…`) shows the same lots to a visitor who
 * never saved them, read-only, and «Добавить в моё сравнение» keeps them.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import type { LotList } from '../../src/schemas/lots.ts';
import { acceptCookies, serverComparison, sorted } from './helpers/saved-lots.ts';

interface SharedData {
  title?: string;
  text?: string;
  url?: string;
}

/** A context that may write and read the clipboard, without a share sheet (as desktop Chromium on Linux). */
async function copyingContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    window.localStorage.setItem('accept-cookie', 'true');
  });
  return context;
}

/**
 * What the clipboard holds, pasted as a visitor would: the site's
 * Permissions-Policy allows clipboard writes only (`clipboard-read=()`), so
 * the test pastes into a field of its own instead of calling readText.
 */
async function clipboard(page: Page): Promise<string> {
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'paste-target';
    document.body.append(field);
    field.focus();
  });
  await page.keyboard.press('ControlOrMeta+V');
  return page.evaluate(() => {
    const field = document.getElementById('paste-target') as HTMLTextAreaElement;
    field.remove();
    return field.value;
  });
}

async function flats(page: Page, count: number): Promise<LotList['results']> {
  const response = await page.request.get(`/api/apartments/?property_type=flat&page_size=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as LotList).results;
}

const flatIds = async (page: Page, count: number) => (await flats(page, count)).map((lot) => lot.id);

test('the lot page copies its address and confirms it, from the keyboard too', async ({ browser, baseURL }) => {
  const context = await copyingContext(browser, baseURL!);
  const page = await context.newPage();
  const [id] = await flatIds(page, 1);
  await page.goto(`/lots/${id}`);
  const buy = page.getByRole('region', { name: 'Цена и покупка' });
  const copy = buy.getByRole('button', { name: 'Скопировать ссылку' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(buy.getByRole('status')).toHaveText('Ссылка скопирована');
  // The lot's own address (its kind's alias), not /lots/{id} with whatever query the visitor came with.
  expect(await clipboard(page)).toBe(new URL(`/flat/${id}`, baseURL).href);
  await context.close();
});

test('where the device has a share sheet, the lot page hands it the title, the price and the address', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page);
  await page.addInitScript(() => {
    const calls: SharedData[] = [];
    (window as unknown as { shareCalls: SharedData[] }).shareCalls = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: SharedData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const [lot] = await flats(page, 1);
  await page.goto(`/flat/${lot!.id}?from=catalogue`);
  await page.getByRole('region', { name: 'Цена и покупка' }).getByRole('button', { name: 'Поделиться' }).click();
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: SharedData[] }).shareCalls);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe(new URL(`/flat/${lot!.id}`, baseURL).href);
  expect(calls[0]!.title).toMatch(new RegExp(`№\\s${lot!.number}\\b`));
  expect(calls[0]!.title).toContain(lot!.project.name);
  expect(calls[0]!.text).toMatch(/₽/);
});

test('the project page copies its address', async ({ browser, baseURL }) => {
  const context = await copyingContext(browser, baseURL!);
  const page = await context.newPage();
  await page.goto('/projects/ostozhenka');
  const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await hero.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(hero.getByRole('status')).toHaveText('Ссылка скопирована');
  expect(await clipboard(page)).toBe(new URL('/projects/ostozhenka', baseURL).href);
  await context.close();
});

test('a shared comparison opens the same lots for someone who saved none, and can be kept', async ({
  browser,
  baseURL,
}) => {
  const sender = await copyingContext(browser, baseURL!);
  const page = await sender.newPage();
  const ids = await flatIds(page, 2);
  await page.goto('/compare');
  for (const id of ids) {
    const added = await page.request.post('/api/comparison/', {
      data: { property: id },
      headers: { 'x-csrftoken': (await sender.cookies()).find((cookie) => cookie.name === 'csrftoken')!.value },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }
  await page.reload();
  await expect(page.getByRole('table').locator('thead th')).toHaveCount(2);
  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  const link = new URL(await clipboard(page));
  expect(link.pathname).toBe('/compare');
  expect(link.searchParams.get('type')).toBe('apartments');
  expect(sorted(link.searchParams.get('ids')!.split(',').map(Number))).toEqual(sorted(ids));
  await sender.close();

  const recipient = await copyingContext(browser, baseURL!);
  const other = await recipient.newPage();
  await other.goto(link.pathname + link.search);
  const table = other.getByRole('table');
  await expect(table.locator('thead th')).toHaveCount(2);
  for (const id of ids) await expect(table.locator(`thead a[href$="/${id}"]`)).toBeVisible();
  await expect(other.getByText('Сравнение по ссылке: 2 лота.', { exact: false })).toBeVisible();
  // Read-only: nothing of the recipient's own list to remove or clear.
  await expect(other.getByRole('button', { name: /^Убрать из сравнения/ })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Очистить сравнение' })).toHaveCount(0);
  expect(await serverComparison(other)).toEqual([]);

  await other.getByRole('button', { name: 'Добавить в моё сравнение' }).click();
  await expect(other.getByText('Лоты добавлены в ваше сравнение')).toBeVisible();
  await expect.poll(() => serverComparison(other).then(sorted)).toEqual(sorted(ids));
  await recipient.close();
});
