/**
 * The footer rules of spec §2 per route (newsletter teaser, promo banner or
 * neither), its fixed contents, and the error layout of the 404 page and the
 * guard on the test stage (production redirects: routes.spec.ts).
 */
import type { Page } from '@playwright/test';
import type { Samples } from './helpers/samples.ts';
import { DESKTOP, expect, pageRendered, test, type ShellData } from './shell-fixtures.ts';

type Slot = 'newsletter' | 'promo' | 'none';

const ROUTES: Array<[Slot, string, (s: Samples) => string]> = [
  ['newsletter', '/news', () => '/news'],
  ['newsletter', '/news/{slug}', (s) => `/news/${s.news}`],
  ['newsletter', '/about', () => '/about'],
  ['newsletter', '/standarts', () => '/standarts'],
  ['newsletter', '/vacancies', () => '/vacancies'],
  ['newsletter', '/partners', () => '/partners'],
  ['newsletter', '/services', () => '/services'],
  ['promo', '/', () => '/'],
  ['promo', '/lots', () => '/lots'],
  ['promo', '/lots/{id}', (s) => `/lots/${s.lot}`],
  ['promo', '/contacts', () => '/contacts'],
  ['promo', '/promo/{slug}', (s) => `/promo/${s.promo}`],
  ['none', '/apartments/{id}', (s) => `/apartments/${s.lot}`],
  ['none', '/commercials/{id}', (s) => `/commercials/${s.lot}`],
  ['none', '/partnership/brokers', () => '/partnership/brokers'],
  ['none', '/partnership/investors', () => '/partnership/investors'],
  ['none', '/partnership/landowners', () => '/partnership/landowners'],
];

/**
 * Waits until the promo data has rendered somewhere (the aside menu carries the
 * same banner, hidden on desktop), so a missing footer banner is a decision,
 * not a slow request.
 */
async function promoDataRendered(page: Page, shell: ShellData) {
  await expect(
    page.locator('#aside-menu').getByRole('heading', { name: shell.promo.title, includeHidden: true }),
  ).toBeAttached();
}

test.describe('footer per route', () => {
  test.use({ viewport: DESKTOP });

  // One page walks through the routes of a rule: a warm cache keeps the 17 loads fast.
  for (const slot of ['newsletter', 'promo', 'none'] as const) {
    const routes = ROUTES.filter(([s]) => s === slot);
    const rule =
      slot === 'none'
        ? 'neither newsletter nor promo banner'
        : slot === 'newsletter'
          ? 'the newsletter teaser'
          : 'the promo banner';
    test(`${rule} on ${routes.map(([, title]) => title).join(', ')}`, async ({ page, shell }) => {
      for (const [, title, pathOf] of routes) {
        await test.step(title, async () => {
          await page.goto(pathOf(shell.samples));
          const footer = page.getByRole('contentinfo');
          await expect(footer.getByText(/© 2014–\d{4}/)).toBeVisible();
          await promoDataRendered(page, shell);
          const newsletter = footer.getByRole('region', { name: 'Подписка на новости' });
          const promo = footer.getByRole('region', { name: shell.promo.title });
          if (slot === 'newsletter') {
            await expect(newsletter, title).toBeVisible();
            await expect(newsletter).toContainText('67% посетителей');
            await expect(promo, title).toHaveCount(0);
          } else if (slot === 'promo') {
            await expect(promo, title).toBeVisible();
            const label = shell.promo.button_label.trim() || 'Подробнее';
            await expect(promo.getByRole('link', { name: label })).toHaveAttribute('href', shell.promo.url);
            await expect(newsletter, title).toHaveCount(0);
          } else {
            await expect(promo, title).toHaveCount(0);
            await expect(newsletter, title).toHaveCount(0);
          }
        });
      }
    });
  }
});

test.describe('footer contents', () => {
  test.use({ viewport: DESKTOP });

  test('contacts, legal links, copyright to the current year, disclaimer', async ({ page, shell }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© 2014–${year}`, { exact: false })).toBeVisible();
    await expect(footer.getByRole('link', { name: shell.info.media.phone })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(footer.getByRole('link', { name: shell.info.media.email })).toHaveAttribute(
      'href',
      `mailto:${shell.info.media.email}`,
    );
    await expect(footer.getByText(shell.info.media.address)).toBeVisible();
    await expect(footer.getByText(/Визуализации, планировки/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('target', '_blank');
    const socials = footer.getByRole('region', { name: 'Мы в соцсетях' }).getByRole('link');
    expect(await socials.count()).toBeGreaterThan(0);
    expect(await socials.count()).toBeLessThanOrEqual(4);

    for (const [name, href] of [
      ['Документы', '/documents'],
      ['Политика конфиденциальности', '/policy'],
      ['Согласие на обработку персональных данных', '/personal-data-processing'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Политика конфиденциальности', exact: true }).click();
    await expect(page).toHaveURL('/policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(
      page.evaluate(() => window.scrollY),
      'a new page starts at the top',
    ).resolves.toBe(0);
  });

  test('the scroll-to-top button scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await pageRendered(page);
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Наверх' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('404 page', () => {
  test.use({ viewport: DESKTOP });

  test('an unknown address shows the error layout: header, message, link home, no footer', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страницы не существует.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const home = page.getByRole('main').getByRole('link', { name: 'На главную' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Страницы не существует.' })).toHaveCount(0);
  });

  test('client-side navigation to a missing project shows the same page', async ({ page, shell }) => {
    // An in-app move to a project that does not exist (a stale link kept in the history, say): the server drew
    // /about with the real menu, so the router is sent there the way the browser's Back and Forward do.
    await page.goto('/about');
    const header = page.getByRole('banner');
    await page.evaluate(() => {
      history.pushState(null, '', '/projects/no-such');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect(page).toHaveURL('/projects/no-such');
    await expect(page.getByRole('heading', { name: 'Страницы не существует.' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // Back to an existing page and forward again through history: the same answer.
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Страницы не существует.' })).toBeVisible();
    const real = shell.headerProjects.find((p) => p.clickable)!;
    await header.getByRole('link', { name: 'Проекты', exact: true }).hover();
    await header.getByRole('link', { name: real.name, exact: true }).click();
    await expect(page).toHaveURL(`/projects/${real.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: real.name })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('guard: /ui opens on the test stage', async ({ page }) => {
  const response = await page.goto('/ui');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'UI-кит' })).toBeVisible();
  await expect(page).toHaveURL('/ui');
});
