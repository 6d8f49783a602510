/**
 * axe-core on every screen of the route table and on the shell's states
 * (issue 9, decision 017): open menus and dialogs, the cookie notice, a form
 * showing its errors, the catalogue filters on a phone. Zero violations of
 * impact serious or critical; screens are grouped per test so the run stays
 * short, and each group reports every failing screen at once.
 */
import type { Page } from '@playwright/test';
import { AXE_REQUIRED_RULES, axeScan, expectAccessible } from './helpers/a11y.ts';
import { DESKTOP, MOBILE, expect, pageRendered, setLegacyCookieFlag, test } from './shell-fixtures.ts';
import type { Samples } from './helpers/samples.ts';

test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });
// A group visits up to eight screens, each loaded and scanned on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

/** The screen has drawn its heading and its data has arrived. */
async function ready(page: Page, { footer = true } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (footer) await pageRendered(page);
  await page.waitForLoadState('networkidle');
}

async function scanAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await ready(page);
    await expectAccessible(page, path);
  }
}

/** A lot of the commercial catalogue has its own page under /commercials/{id}. */
const lotPaths = (s: Samples) => ['/', '/lots', `/lots/${s.lot}`, `/commercials/${s.commercialLot}`];

test.describe('axe: every screen', () => {
  test('home, catalogue and lot pages', async ({ page, shell }) => {
    await scanAll(page, lotPaths(shell.samples));
  });

  test('projects', async ({ page, shell }) => {
    const s = shell.samples;
    await scanAll(page, [
      '/projects',
      `/projects/${s.project}`,
      '/projects-commercial',
      `/projects-commercial/${s['commercial-project']}`,
    ]);
  });

  test('purchase methods', async ({ page, shell }) => {
    expect(shell.info.purchase.length, 'the seed has purchase methods').toBeGreaterThan(0);
    await scanAll(
      page,
      shell.info.purchase.map((method) => `/purchase/${method.slug}`),
    );
  });

  test('news, promotions and press', async ({ page, shell }) => {
    const s = shell.samples;
    await scanAll(page, ['/news', `/news/${s.news}`, '/promo', `/promo/${s.promo}`, '/press', `/press/${s.press}`]);
  });

  test('media, documents, owners and legal texts', async ({ page, shell }) => {
    const s = shell.samples;
    await scanAll(page, [
      '/media',
      `/media/${s.media}`,
      '/documents',
      `/documents/${s.document}`,
      '/owners',
      `/owners/${s['owners-guide']}`,
      '/policy',
      '/personal-data-processing',
    ]);
  });

  test('company pages', async ({ page, shell }) => {
    await scanAll(page, [
      '/about',
      '/partners',
      '/services',
      '/standarts',
      '/contacts',
      `/charity/${shell.samples.charity}`,
      '/stub',
    ]);
  });

  test('pages with forms', async ({ page }) => {
    await scanAll(page, [
      '/partnership/brokers',
      '/partnership/investors',
      '/partnership/landowners',
      '/tenders',
      '/vacancies',
      '/anti-corruption',
    ]);
  });

  test('favourites and comparison with lots in them', async ({ page }) => {
    await page.goto('/');
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
    expect(csrf, 'the page got a csrftoken cookie').toBeTruthy();
    const { results } = (await (
      await page.request.get('/api/apartments/?property_type=flat&status=free&page_size=2')
    ).json()) as {
      results: Array<{ id: number }>;
    };
    for (const lot of results) {
      for (const list of ['favorites', 'comparison']) {
        const response = await page.request.post(`/api/${list}/`, {
          data: { property: lot.id },
          headers: { 'x-csrftoken': csrf! },
        });
        expect(response.status(), `${list} ${lot.id}`).toBeLessThan(300);
      }
    }
    await page.goto('/favorites');
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(results.length);
    await ready(page);
    await expectAccessible(page, '/favorites');
    await page.goto('/compare');
    await ready(page);
    await expectAccessible(page, '/compare');
  });

  test('print sheets, not found, offline and the UI kit', async ({ page, shell }) => {
    await page.goto(`/print?ids=${shell.samples.lot}`);
    await expect(page.locator('body')).toHaveAttribute('data-print-ready', 'true', { timeout: 15_000 });
    await expectAccessible(page, '/print');

    await page.goto('/no-such-page');
    await ready(page, { footer: false });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страницы не существует.');
    await expectAccessible(page, '404');

    // An entity page whose data cannot be fetched: the offline page. The server sends a page with its data,
    // so the failure is met on the way there, from a page already open.
    await page.goto('/news/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'server');
    await page.route('**/api/seo/pages/**', (route) => route.abort('internetdisconnected'));
    await page.locator(`a[href="/news/${shell.samples.news}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Нет подключения/ })).toBeVisible();
    await expectAccessible(page, 'offline page');
    await page.unrouteAll();

    await page.goto('/ui');
    await ready(page);
    await expectAccessible(page, '/ui');
  });
});

test.describe('axe: label in name (WCAG 2.5.3)', () => {
  test('runs on axe 4.14 or newer, and every logo link is named with the brand it shows', async ({ page }) => {
    await page.goto('/about');
    await ready(page);
    const results = await axeScan(page);
    const [major, minor] = results.testEngine.version.split('.').map(Number);
    expect(major * 100 + minor, `axe-core ${results.testEngine.version}`).toBeGreaterThanOrEqual(414);
    const rule = 'label-content-name-mismatch';
    expect(AXE_REQUIRED_RULES).toContain(rule);
    const found = (list: typeof results.passes) =>
      list.find((item) => item.id === rule)?.nodes.map((node) => node.html) ?? [];
    expect(found(results.violations), 'controls whose name leaves out their visible text').toEqual([]);
    // The header's and the footer's logo links (the aside menu's is hidden until opened) were checked, not skipped.
    expect(found(results.passes).filter((html) => html.includes('href="/"')).length).toBeGreaterThanOrEqual(2);
  });
});

test.describe('axe: states of the shell', () => {
  test('header dropdown and the callback dialog on a desktop', async ({ page }) => {
    await page.goto('/about');
    await ready(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Проекты: / });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'header: «Проекты» open');
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    const submit = dialog.getByRole('button', { name: 'Перезвоните мне' });
    await expect(submit).toBeVisible();
    await expectAccessible(page, 'callback dialog');

    // Pressing the incomplete form's submit shows every message.
    await submit.press('Enter');
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'callback dialog with errors');
  });

  test('a page form with its errors shown', async ({ page }) => {
    await page.goto('/anti-corruption');
    await ready(page);
    const form = page.getByRole('main').locator('form').first();
    await form.getByRole('button', { name: 'Отправить сообщение' }).press('Enter');
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, '/anti-corruption with errors');
  });

  test('the cookie notice', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await ready(page);
    await expect(page.getByRole('region', { name: 'Уведомление об использовании файлов cookie' })).toBeVisible({
      timeout: 5000,
    });
    await expectAccessible(page, 'cookie notice');
    await context.close();
  });

  test('phone: the aside menu and the catalogue filters', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: MOBILE,
      reducedMotion: 'reduce',
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await setLegacyCookieFlag(page);
    await page.goto('/');
    await ready(page);
    await expectAccessible(page, '/ on a phone');
    await page.getByRole('banner').getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await expectAccessible(page, 'aside menu');

    await page.goto('/lots');
    await ready(page);
    await expectAccessible(page, '/lots on a phone');
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
    await expectAccessible(page, 'catalogue filters sheet');

    await page.goto(`/lots/${await lotIdFrom(page)}`);
    await ready(page);
    await expectAccessible(page, 'lot page on a phone');
    await context.close();
  });
});

async function lotIdFrom(page: Page): Promise<number> {
  const { results } = (await (await page.request.get('/api/apartments/?page_size=1')).json()) as {
    results: Array<{ id: number }>;
  };
  return results[0]!.id;
}
