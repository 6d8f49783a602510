/**
 * The /lots catalogue end to end: filters through the visible controls end
 * up in the URL and the count; reload, Back and shared links reproduce the
 * view; the aside links land on the right kind; zero results offer a way
 * back; the list scrolls infinitely; the price slider works by keyboard.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import { pageReads } from './helpers/page-reads.ts';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** The count above the list, as a number («Найдено 1 234 лота» → 1234). */
async function shownCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^Найдено?\s[\d\s]+лот/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const cards = (page: Page) => page.getByRole('region', { name: 'Лоты' }).getByRole('article');
const search = (page: Page) => new URL(page.url()).searchParams;

test.beforeEach(async ({ page }) => {
  // The cookie notice (spec §9, 2 s after load) must not cover what the tests click.
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
});

test.describe('catalogue on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('rooms and price chosen in the UI change the URL and the count; reload keeps them; Back restores the previous ones', async ({
    page,
  }) => {
    await page.goto('/lots?property_type=flat');
    await expect(cards(page).first()).toBeVisible();
    const all = await shownCount(page);

    const rooms = page.getByRole('group', { name: 'Комнат' });
    await rooms.getByRole('checkbox', { name: /^2\s/ }).check();
    await expect.poll(() => search(page).get('rooms')).toBe('2');
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    const withRooms = await shownCount(page);
    await expect(page.getByRole('button', { name: 'Убрать фильтр: 2-комн.' })).toBeVisible();

    // A «до» in the middle of the current price span (млн ₽ on screen, roubles in the URL).
    const upper = page.getByRole('slider', { name: 'Цена, до' });
    const low = Number(await upper.getAttribute('aria-valuemin'));
    const high = Number(await upper.getAttribute('aria-valuemax'));
    const middle = Math.round((low + high) / 2);
    const priceTo = page.getByRole('textbox', { name: 'Цена до' });
    await priceTo.fill(String(middle));
    await priceTo.press('Enter');
    await expect.poll(() => search(page).get('price_max')).toBe(String(middle * 1_000_000));
    await expect.poll(() => shownCount(page)).toBeLessThan(withRooms);
    const withPrice = await shownCount(page);

    await page.reload();
    await expect(page.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: /^2\s/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Цена до' })).toHaveValue(String(middle));
    await expect.poll(() => shownCount(page)).toBe(withPrice);

    await page.goBack();
    await expect.poll(() => search(page).get('price_max')).toBeNull();
    expect(search(page).get('rooms')).toBe('2');
    await expect(page.getByRole('textbox', { name: 'Цена до' })).toHaveValue('');
    await expect.poll(() => shownCount(page)).toBe(withRooms);
  });

  test('price and area fields take a point or a comma, keep two decimals and show a comma', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    await expect(cards(page).first()).toBeVisible();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Площадь от').fill('53.9');
    await field('Площадь от').press('Enter');
    await expect.poll(() => search(page).get('area_min')).toBe('53.9');
    await expect(field('Площадь от')).toHaveValue('53,9');
    await field('Площадь до').fill('76,95');
    await field('Площадь до').press('Enter');
    await expect.poll(() => search(page).get('area_max')).toBe('76.95');
    await expect(field('Площадь до')).toHaveValue('76,95');
    await field('Цена от').fill('20.25');
    await field('Цена от').press('Enter');
    await expect.poll(() => search(page).get('price_min')).toBe('20250000');
    await expect(field('Цена от')).toHaveValue('20,25');
    // The placeholder of the untouched field is written the same way.
    await expect(field('Цена до')).toHaveAttribute('placeholder', /^\d[\d\u00a0]*(,\d{1,2})?$/);
    await expect(page.getByRole('button', { name: /^Убрать фильтр: Площадь от\s53,9\sдо\s76,95/ })).toBeVisible();

    await page.reload();
    await expect(field('Площадь от')).toHaveValue('53,9');
    await expect(field('Площадь до')).toHaveValue('76,95');
    await expect(field('Цена от')).toHaveValue('20,25');
  });

  test('a shared link with a bad value keeps its good part', async ({ page }) => {
    await page.goto('/lots?property_type=flat&rooms=9&price_min=abc&project=1');
    await expect.poll(() => page.url()).toMatch(/\/lots\?property_type=flat&project=1$/);
    await expect(page.getByRole('tab', { name: 'Квартиры', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test('/lots opens on homes on sale (decision 031): flats and apartments first, parking and storage under their tabs', async ({
    page,
    request,
  }) => {
    // What the endpoint lists without the defaults starts with the cheap storage rooms the visitor must not meet first.
    const bare = (await (await request.get('/api/apartments/?page_size=1')).json()) as {
      results: Array<{ kind: string }>;
    };
    expect(['parking', 'storage']).toContain(bare.results[0].kind);
    const defaults = (await (
      await request.get('/api/apartments/?property_type=flat,apartments&status=free&page_size=1')
    ).json()) as { count: number };

    await page.goto('/lots');
    // The server drew the page: the list it read is named in the page's state.
    const listRead = (await pageReads(page)).find((url) => /^\/api\/apartments\/\?/.test(url));
    const asked = new URL(listRead ?? '/', 'http://x').searchParams;
    expect(asked.get('property_type')).toBe('flat,apartments');
    expect(asked.get('status')).toBe('free');
    await expect(page.getByRole('tab', { name: 'Квартиры и апартаменты' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).getByRole('heading').allTextContents();
    for (const title of titles) expect(title).not.toMatch(/^(Кладовая|Машино-место)/);
    await expect(cards(page).first()).toHaveAttribute('data-status', 'free');
    expect(await shownCount(page)).toBe(defaults.count);
    // The defaults are no chips and stay out of the address.
    await expect(page.getByRole('list', { name: 'Активные фильтры' })).toHaveCount(0);
    expect(page.url()).toMatch(/\/lots$/);

    await page.getByRole('tab', { name: 'Кладовые' }).click();
    await expect.poll(() => page.url()).toMatch(/\/lots\?type=storage$/);
    await expect(cards(page).getByRole('heading').first()).toHaveText(/^Кладовая, /);
    await page.getByRole('tab', { name: 'Квартиры и апартаменты' }).click();
    await expect.poll(() => page.url()).toMatch(/\/lots$/);
  });

  test('the aside link /lots?type=parking shows parking spaces from /api/apartments/', async ({ page }) => {
    await page.goto('/lots?type=parking');
    expect(await pageReads(page)).toContainEqual(expect.stringMatching(/^\/api\/apartments\/\?.*type=parking/));
    await expect(page.getByRole('tab', { name: 'Машино-места' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Машино-место, /);
  });

  test('commercial premises come from /api/commercials/', async ({ page }) => {
    await page.goto('/lots?type=commercials');
    expect(await pageReads(page)).toContainEqual(expect.stringMatching(/^\/api\/commercials\/\?/));
    await expect(page.getByRole('tab', { name: 'Коммерция' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first()).toBeVisible();
  });

  test('a zero-result suggestion drops its filter and brings lots back', async ({ page }) => {
    await page.goto('/lots?property_type=flat&price_max=1000000');
    await expect(page.getByRole('heading', { name: 'По этим условиям ничего не нашлось' })).toBeVisible();
    const suggestion = page.getByRole('button', { name: /^Снять фильтр «Цена до»/ });
    await expect(suggestion).toContainText(/\d+\s*лот/);
    await suggestion.click();
    await expect.poll(() => search(page).get('price_max')).toBeNull();
    expect(search(page).get('property_type')).toBe('flat');
    await expect(cards(page).first()).toBeVisible();
  });

  test('scrolling past 92% loads the next page; «Показать ещё» does it by keyboard', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    await expect(cards(page)).toHaveCount(12);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(12);

    const before = await cards(page).count();
    const more = page.getByRole('button', { name: 'Показать ещё' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  });

  test('the price slider moved by keyboard changes the URL', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    await expect(cards(page).first()).toBeVisible();
    const upper = page.getByRole('slider', { name: 'Цена, до' });
    await expect(upper).toBeEnabled();
    const max = Number(await upper.getAttribute('aria-valuenow'));
    await upper.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => search(page).get('price_max')).toBe(String(Math.round((max - 0.2) * 1e6)));
    await expect(upper).toHaveAttribute('aria-valuenow', String(Number((max - 0.2).toFixed(1))));
  });

  test('chips remove a filter; «Сбросить все» clears them all', async ({ page }) => {
    await page.goto('/lots?property_type=flat&rooms=1,2&discount=true');
    await expect(page.getByRole('list', { name: 'Активные фильтры' }).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: 'Убрать фильтр: 1-комн.' }).click();
    await expect.poll(() => search(page).get('rooms')).toBe('2');
    await page.getByRole('button', { name: 'Сбросить все' }).click();
    await expect.poll(() => page.url()).toMatch(/\/lots$/);
    await expect(page.getByRole('tab', { name: 'Квартиры и апартаменты' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('catalogue: the extra filters on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('«Все фильтры» unfolds the rest in place; a switch there gives the count it shows', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    await expect(cards(page).first()).toBeVisible();
    const all = await shownCount(page);
    const more = page.getByRole('button', { name: /^Все фильтры/ });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const discount = page.getByRole('switch', { name: /^Со скидкой/ });
    const label = page.locator('label').filter({ has: discount });
    // The switch shows how many lots it gives: the list follows that figure.
    const offered = Number(((await label.textContent()) ?? '').replace(/\D/g, ''));
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThan(all);
    // The native checkbox sits under the drawn track: click the switch's label, as a visitor does.
    await label.click();
    await expect(discount).toBeChecked();
    await expect.poll(() => search(page).get('discount')).toBe('true');
    await expect.poll(() => shownCount(page)).toBe(offered);
    await expect(more).toHaveText(/Все фильтры \(1\)/);
    await more.click();
    await expect(discount).toBeHidden();
  });

  test('booked lots are one press away: «Забронировано» in the status filter adds them to the lots on sale', async ({
    page,
  }) => {
    await page.goto('/lots');
    await expect(cards(page).first()).toBeVisible();
    const onSale = await shownCount(page);
    await page.getByRole('button', { name: /^Все фильтры/ }).click();
    const status = page.getByRole('group', { name: 'Статус' });
    // The default shows as what it is: «В продаже» ticked, not counted as a filter the visitor set.
    await expect(status.getByRole('checkbox', { name: /^В продаже/ })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Все фильтры/ })).toHaveText(/^Все фильтры$/);
    const pill = status.locator('label').filter({ has: page.getByRole('checkbox', { name: /^Забронировано/ }) });
    const offered = Number(((await pill.textContent()) ?? '').replace(/\D/g, ''));
    expect(offered).toBeGreaterThan(0);
    await pill.click();
    await expect.poll(() => search(page).get('status')).toBe('free,BOOKED');
    await expect.poll(() => shownCount(page)).toBe(onSale + offered);
  });
});

test.describe('catalogue on a phone', () => {
  test.use({ viewport: MOBILE });

  test('filters open in a bottom sheet and apply at once', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: /^3\s/ }).check();
    await expect.poll(() => search(page).get('rooms')).toBe('3');
    await sheet.getByRole('button', { name: /^Показать \d/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Фильтры (2)' })).toBeVisible();
  });
});
