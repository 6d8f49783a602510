/**
 * The lot page (issue 3) against the built server: the same page under
 * /lots/{id} and every alias, prices, completion, metro, the booked and
 * missing cases, similar lots and the calls to action. Lot ids come from the
 * public API of the seeded server, never hard-coded.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { test as base, expect } from './helpers/hydrated-page.ts';
import type { LotDetail, LotList } from '../../src/schemas/lots.ts';
import { visit } from './helpers/page-check.ts';

interface Lots {
  /** A free flat with a discount, a mortgage offer and metro entries. */
  flat: LotDetail;
  /** A lot of `/api/commercials/`. */
  commercial: LotDetail;
  booked: LotDetail;
  /** A lot in a business centre, whose project page is /projects-commercial/{slug}. */
  inBusinessCentre: { lot: LotDetail; projectUrl: string };
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

async function firstDetail(request: APIRequestContext, catalogue: string, query: string): Promise<LotDetail> {
  const list = await json<LotList>(request, `/api/${catalogue}/?${query}&page_size=12`);
  for (const card of list.results) {
    const detail = await json<LotDetail>(request, `/api/${catalogue}/${card.id}/`);
    // Pages worth checking have metro and similar lots; the seed gives most lots both.
    if (detail.metro.length > 0 && detail.similar.length > 0) return detail;
  }
  throw new Error(`no lot with metro and similar lots for /api/${catalogue}/?${query}`);
}

async function inBusinessCentre(request: APIRequestContext): Promise<Lots['inBusinessCentre']> {
  const { results } = await json<{ results: Array<{ id: number; url: string }> }>(
    request,
    '/api/commercial_projects/?page_size=60',
  );
  for (const project of results) {
    const list = await json<LotList>(request, `/api/commercials/?project=${project.id}&page_size=1`);
    if (list.results[0])
      return {
        lot: await json<LotDetail>(request, `/api/commercials/${list.results[0].id}/`),
        projectUrl: project.url,
      };
  }
  throw new Error('no commercial project has lots on sale');
}

const test = base.extend<object, { lots: Lots }>({
  lots: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use({
        flat: await firstDetail(request, 'apartments', 'property_type=flat&status=free&discount=true'),
        commercial: await firstDetail(request, 'commercials', 'type=commercial'),
        booked: await firstDetail(request, 'apartments', 'property_type=flat&status=BOOKED'),
        inBusinessCentre: await inBusinessCentre(request),
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, use) => {
    // Accepted cookies: the notice would otherwise cover the bottom of the page after 2 s.
    await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
    await use(page);
  },
});

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What must read the same under every address of one lot. */
async function lotSnapshot(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const buy = page.getByRole('region', { name: 'Цена и покупка' });
  return {
    heading: plain(await heading.textContent()),
    price: plain(await buy.textContent()),
    facts: plain(await page.getByRole('region', { name: 'Характеристики' }).textContent()),
  };
}

test.describe('lot page', () => {
  test("«Рассчитать ипотеку» opens the calculator on the lot's price with the lot's monthly payment", async ({
    page,
  }) => {
    // The cheapest free flat: some programme always lends on it.
    const list = await json<LotList>(
      page.request,
      '/api/apartments/?property_type=flat&status=free&ordering=price&page_size=1',
    );
    const lot = await json<LotDetail>(page.request, `/api/apartments/${list.results[0].id}/`);
    expect(lot.min_mortgage).not.toBeNull();
    await visit(page, lot.url);
    const buy = page.getByRole('region', { name: 'Цена и покупка' });
    const figure = buy.locator('dl > div', { has: page.locator('dt', { hasText: 'В ипотеку' }) }).locator('dd');
    const monthly = Number((await figure.textContent())!.replace(/\D/g, ''));
    expect(monthly).toBe(lot.min_mortgage);

    await buy.getByRole('link', { name: 'Рассчитать ипотеку' }).click();
    await expect(page).toHaveURL(`/purchase/mortgage?price=${lot.price}&project=${lot.project.id}&lot=${lot.id}`);
    const grouped = new Intl.NumberFormat('ru-RU').format(lot.price).replace(/\s/g, '\u00a0');
    await expect(page.getByRole('textbox', { name: 'Стоимость недвижимости', exact: true })).toHaveValue(grouped);
    // The calculator opens on the programme the lot's figure came from: the same payment, to the rouble.
    await expect(page.getByRole('textbox', { name: 'Процентная ставка', exact: true })).not.toHaveValue('');
    await expect(page.getByText(/^Минимум по программе —/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ипотечный калькулятор' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'вернуться к нему' })).toHaveAttribute('href', `/lots/${lot.id}`);
    const payment = page.getByTestId('mortgage-payment');
    await expect
      .poll(async () => Math.round(Number((await payment.textContent())!.replace(/[^\d,]/g, '').replace(',', '.'))))
      .toBe(monthly);
  });

  test('/lots/{id} and the flat alias show the same lot', async ({ page, lots }) => {
    const { flat } = lots;
    expect(flat.url).toBe(`/flat/${flat.id}`);
    const alias = await visit(page, flat.url);
    expect(alias.response?.status()).toBe(200);
    const viaAlias = await lotSnapshot(page);
    expect(alias.problems).toEqual([]);

    const plainVisit = await visit(page, `/lots/${flat.id}`);
    expect(plainVisit.response?.status()).toBe(200);
    expect(await lotSnapshot(page)).toEqual(viaAlias);
    expect(viaAlias.heading).toContain(`№ ${flat.number}`);
    expect(viaAlias.heading).toMatch(/квартира|Квартира/);
  });

  test('a commercial lot reads the same under /lots/{id} and /commercials/{id}', async ({ page, lots }) => {
    const { commercial } = lots;
    const alias = await visit(page, commercial.url);
    expect(alias.response?.status()).toBe(200);
    const viaAlias = await lotSnapshot(page);
    expect(alias.problems).toEqual([]);
    // /lots/{id} does not say the catalogue: the residential one answers 404 first (logged by Chromium), then commercials.
    await visit(page, `/lots/${commercial.id}`, { expectNotFound: true });
    expect(await lotSnapshot(page)).toEqual(viaAlias);
  });

  test('price in millions, old price, mortgage, completion and metro', async ({ page, lots }) => {
    const { flat } = lots;
    await visit(page, flat.url);
    const buy = page.getByRole('region', { name: 'Цена и покупка' });
    // Formatters put U+00A0 between figure and unit; `\s` covers it.
    await expect(buy).toContainText(/\d+,\d\sмлн\s₽/);
    await expect(buy.locator('s')).toHaveText(/\d+,\d\sмлн\s₽/);
    await expect(buy).toContainText(/от\s[\d\s]+\s₽\/мес/);
    await expect(page.getByRole('list', { name: 'Статус и особенности' })).toContainText(flat.completion.text);
    expect(flat.completion.text).toMatch(
      /^Сдача [1-4] кв\. \d{4}$|^Построен, но не сдан$|^Построен и сдан$|^Дом сдан$/,
    );

    const entries = page.getByTestId('metro-entry');
    await expect(entries).toHaveCount(flat.metro.length);
    const nearest = [...flat.metro].sort((a, b) => a.time - b.time)[0];
    await expect(entries.first()).toContainText(nearest.metro_station.name);
    await expect(entries.first()).toContainText(new RegExp(`${nearest.time}\\sмин`));
    await expect(entries.first()).toContainText(nearest.type.name === 'walk' ? 'пешком' : 'на транспорте');
  });

  test('a marked-down lot says when and by how much, and shows its price over time', async ({ page, lots }) => {
    const { flat } = lots;
    const [before, last] = flat.price_history.slice(-2);
    expect(flat.price_history.length, 'a discounted seed lot has an earlier, higher price').toBeGreaterThanOrEqual(2);
    expect(last!.price).toBe(flat.price);
    expect(before!.price).toBeGreaterThan(last!.price);
    const percent = Math.round((1 - last!.price / before!.price) * 100);
    const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' })
      .format(new Date(last!.date))
      .replace(/\s/g, '\\s');

    await visit(page, flat.url);
    const buy = page.getByRole('region', { name: 'Цена и покупка' });
    await expect(buy.getByText(/^Цена снижена на/)).toHaveText(
      new RegExp(`^Цена снижена на ${percent}\\s%\\s${day}( \\d{4})?$`),
    );
    const history = page.getByRole('region', { name: 'История цены' });
    await history.scrollIntoViewIfNeeded();
    await expect(history.locator('svg path')).toHaveAttribute('d', /^M[\d.]+ [\d.]+( H[\d.]+ V[\d.]+)+ H[\d.]+$/);
    // The table says the same to a screen reader: one row per price, oldest first.
    const rows = history.getByRole('table', { name: 'Изменения цены' }).locator('tbody tr');
    await expect(rows).toHaveCount(flat.price_history.length);
    await expect(rows.last()).toContainText(/\d+,\d\sмлн\s₽/);
  });

  test('on a phone each metro station names its line: Марьина Роща on two lines reads as two stations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const projects = await json<{ results: Array<{ id: number; slug: string }> }>(
      page.request,
      '/api/projects/?page_size=60',
    );
    const project = projects.results.find((item) => item.slug === 'maryina-roshcha');
    expect(project, 'the seed has Северин Марьина Роща').toBeDefined();
    const list = await json<LotList>(page.request, `/api/apartments/?project=${project!.id}&page_size=1`);
    const lot = await json<LotDetail>(page.request, `/api/apartments/${list.results[0]!.id}/`);
    const sameName = lot.metro.filter((entry) => entry.metro_station.name === 'Марьина Роща');
    expect(sameName.map((entry) => entry.metro_station.line.name).sort()).toEqual([
      'Большая кольцевая',
      'Люблинско-Дмитровская',
    ]);

    await visit(page, lot.url);
    const entries = page.getByTestId('metro-entry').filter({ hasText: 'Марьина Роща' });
    await expect(entries).toHaveCount(2);
    // A hidden comma separates station and line for screen readers.
    await expect(entries.getByTestId('metro-line')).toHaveText([
      /^,?\s*Люблинско-Дмитровская линия$/,
      /^,?\s*Большая кольцевая линия$/,
    ]);
    for (const line of await entries.getByTestId('metro-line').all()) await expect(line).toBeVisible();
  });

  test('the plan is the large, eager picture of the page', async ({ page, lots }) => {
    await visit(page, lots.flat.url);
    const plan = page.getByRole('img', { name: /^Планировка: / }).first();
    await expect(plan).toHaveAttribute('src', lots.flat.plan ?? '');
    await expect(plan).toHaveAttribute('loading', 'eager');
    expect(await plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('plan, interiors and the view open in the lightbox; arrows move, Escape closes and focus returns', async ({
    page,
  }) => {
    const list = await json<LotList>(page.request, '/api/apartments/?property_type=flat&status=free&page_size=12');
    let lot: LotDetail | undefined;
    for (const card of list.results) {
      const detail = await json<LotDetail>(page.request, `/api/apartments/${card.id}/`);
      if (
        detail.plan &&
        detail.photos.some((photo) => photo.kind === 'interior') &&
        detail.photos.some((photo) => photo.kind === 'view')
      ) {
        lot = detail;
        break;
      }
    }
    expect(lot, 'the seed gives flats interiors and a window view').toBeDefined();
    const total = lot!.photos.length + 1;

    await visit(page, lot!.url);
    const thumbs = page
      .getByRole('region', { name: 'Планировка и фотографии' })
      .getByRole('button', { name: /^Открыть фото / });
    await expect(thumbs).toHaveCount(total);
    await expect(thumbs.first()).toHaveAccessibleName(new RegExp(`^Открыть фото 1 из ${total}: Планировка`));
    await expect(thumbs.last()).toHaveAccessibleName(new RegExp(`из ${total}: ${lot!.photos.at(-1)!.title}$`));

    const second = thumbs.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Просмотр фотографий' });
    await expect(dialog).toBeVisible();
    const caption = dialog.locator('figcaption');
    await expect(caption).toContainText(`2 из ${total}`);
    await expect(caption).toContainText(lot!.photos[0]!.title.toLowerCase());
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText(`3 из ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toContainText(`1 из ${total}`);
    await expect(dialog.getByRole('img')).toHaveAttribute('src', lot!.plan!);
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toContainText(`${total} из ${total}`);
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(second).toBeFocused();
  });

  test('breadcrumbs lead home, to the catalogue and to the project', async ({ page, lots }) => {
    await visit(page, lots.flat.url);
    const nav = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(nav.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Выбрать недвижимость' })).toHaveAttribute('href', '/lots');
    await expect(nav.getByRole('link', { name: lots.flat.project.name })).toHaveAttribute(
      'href',
      `/projects/${lots.flat.project.slug}`,
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveText(`Лот № ${lots.flat.number}`);
  });

  test('a lot in a business centre links to the commercial project page', async ({ page, lots }) => {
    const { lot, projectUrl } = lots.inBusinessCentre;
    expect(projectUrl).toMatch(/^\/projects-commercial\//);
    await visit(page, lot.url);
    const nav = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(nav.getByRole('link', { name: lot.project.name })).toHaveAttribute('href', projectUrl);
    await expect(page.getByRole('link', { name: 'Подробнее о проекте' })).toHaveAttribute('href', projectUrl);
  });

  test('a booked lot shows «Забронирован» and no booking button', async ({ page, lots }) => {
    await visit(page, lots.booked.url);
    await expect(
      page.getByRole('list', { name: 'Статус и особенности' }).getByText('Забронирован', { exact: true }),
    ).toBeVisible();
    const buy = page.getByRole('region', { name: 'Цена и покупка' });
    await expect(buy.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
    await expect(buy.getByRole('button', { name: 'Забронировать' })).toHaveCount(0);
  });

  test('«Забронировать» opens the booking form and «Заказать звонок» the callback panel', async ({ page, lots }) => {
    await visit(page, lots.flat.url);
    const buy = page.getByRole('region', { name: 'Цена и покупка' });
    await buy.getByRole('button', { name: 'Забронировать' }).click();
    const booking = page.getByRole('dialog', { name: 'Забронировать' });
    await expect(booking).toBeVisible();
    await expect(
      booking.getByRole('checkbox', { name: 'Я даю свое согласие на обработку персональных данных' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await buy.getByRole('button', { name: 'Заказать звонок' }).click();
    await expect(page.getByRole('dialog', { name: 'Заказать звонок' })).toBeVisible();
  });

  test('an unknown lot is the 404 page', async ({ page }) => {
    const { response } = await visit(page, '/lots/999999999', { expectNotFound: true });
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Страницы не существует.')).toBeVisible();
  });

  test('similar lots link to other lots', async ({ page, lots }) => {
    const { flat } = lots;
    await visit(page, flat.url);
    const similar = page.getByRole('region', { name: 'Похожие лоты' });
    const links = similar.getByRole('link');
    await expect(links).toHaveCount(flat.similar.length);
    const target = flat.similar[0];
    expect(target.id).not.toBe(flat.id);
    await expect(links.first()).toHaveAttribute('href', target.url);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${target.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${target.number}`);
  });

  test('phone: no sideways scroll, and the price bar appears once the buy box is passed', async ({ page, lots }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, lots.flat.url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const bar = page.getByRole('region', { name: 'Цена и бронирование' });
    // At the top the buy box itself is on screen: the bar would only repeat it.
    await expect(bar).toBeHidden();
    await page.getByRole('region', { name: 'Метро' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/млн\s₽/);
    await bar.getByRole('button', { name: 'Забронировать' }).click();
    await expect(page.getByRole('dialog', { name: 'Забронировать' })).toBeVisible();
  });
});
