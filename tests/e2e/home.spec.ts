/**
 * The home page (issue 8): projects of both kinds, ticking promotion
 * countdowns, the quick search landing on /lots with its filters, news
 * cards opening their articles, «Вы смотрели», the LCP-friendly hero and a
 * refused preview without the editors' key.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './helpers/hydrated-page.ts';
import type { HomePage } from '../../src/schemas/home.ts';
import type { LotList } from '../../src/schemas/lots.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the hero is the first, eager, high-priority picture and the page has one h1', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дома, в которых хочется жить');
  // The server's layer may stay painted a moment longer for the largest paint, hidden from assistive technology.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', '1920');
  await expect(page.getByRole('navigation', { name: 'Текущие предложения' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/promo\/[\w-]+\/$/,
  );
});

test('shows residential projects and switches to commercial ones', async ({ page, request }) => {
  const home = (await (await request.get('/api/main_page/')).json()) as HomePage;
  const residential = home.projects.find((project) => project.kind === 'residential' && project.lots_free > 0)!;
  const commercial = home.projects.find((project) => project.kind === 'commercial')!;
  await page.goto('/');
  const projects = section(page, 'Проекты');
  await expect(projects.getByRole('heading', { name: residential.name })).toBeVisible();
  await expect(projects.getByRole('article')).not.toHaveCount(0);
  await projects.getByRole('tab', { name: 'Коммерческие' }).click();
  await expect(projects.getByRole('heading', { name: commercial.name })).toBeVisible();
  await expect(projects.getByRole('heading', { name: residential.name })).toHaveCount(0);
  await expect(projects.getByRole('link', { name: 'Вся коммерция' })).toHaveAttribute('href', '/projects-commercial/');
});

test('a promotion countdown ticks every second without changing its size', async ({ page }) => {
  await page.goto('/');
  const timer = section(page, 'Акции').getByRole('timer').first();
  await timer.scrollIntoViewIfNeeded();
  await expect(timer).toHaveAttribute(
    'aria-label',
    /^До конца акции \d+ (день|дня|дней) \d+ (час|часа|часов) \d+ (минута|минуты|минут)$/,
  );
  const seconds = timer.locator('[data-unit="seconds"] > span').first();
  const before = await seconds.textContent();
  const box = await timer.boundingBox();
  await expect.poll(() => seconds.textContent(), { timeout: 3_000 }).not.toBe(before);
  expect(await timer.boundingBox()).toEqual(box);
});

test('the quick search opens the catalogue with rooms, price and project applied', async ({ page, request }) => {
  const home = (await (await request.get('/api/main_page/')).json()) as HomePage;
  // A project that has two-room lots under the ceiling, so the button offers them.
  let project = home.projects[0];
  for (const candidate of home.projects.filter(
    (item) => item.kind === 'residential' && item.clickable && item.lots_free > 0,
  )) {
    const found = (await (
      await request.get(`/api/apartments/?project=${candidate.id}&rooms=2&price_max=150000000&page_size=1`)
    ).json()) as LotList;
    if (found.count > 0) {
      project = candidate;
      break;
    }
  }
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Подобрать квартиру' });
  await search.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: '2' }).check();
  await search.getByRole('combobox', { name: 'Стоимость' }).click();
  await page.getByRole('option', { name: 'до 150 млн ₽' }).click();
  await search.getByRole('combobox', { name: 'Проект' }).click();
  await page.getByRole('option', { name: project.name }).click();
  const submit = search.getByRole('button', { name: /^Показать \d/ });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(`/lots?project=${project.id}&rooms=2&price_max=150000000`);
  await expect(page.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: /^2\s/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Цена до' })).toHaveValue('150');
  await expect(page.getByRole('list', { name: 'Активные фильтры' })).toContainText(project.name);
});

test('the quick search counts what the catalogue then shows: homes on sale (decision 031)', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Подобрать квартиру' });
  const number = async () =>
    Number(((await search.getByRole('button', { name: /^Показать \d/ }).textContent()) ?? '').replace(/\D/g, ''));
  const found = async () =>
    Number(
      (
        (await page
          .getByText(/^Найдено?\s[\d\s]+лот/)
          .first()
          .textContent()) ?? ''
      ).replace(/\D/g, ''),
    );
  await expect(search.getByRole('button', { name: /^Показать \d/ })).toBeVisible();
  const all = await number();
  await search.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: '1' }).check();
  await expect.poll(number).not.toBe(all);
  const oneRoom = await number();
  expect(oneRoom).toBeGreaterThan(0);
  await search.getByRole('button', { name: /^Показать \d/ }).click();
  await expect(page).toHaveURL('/lots?rooms=1');
  await expect(page.getByRole('tab', { name: 'Квартиры и апартаменты' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(found).toBe(oneRoom);
  await page.goBack();
  await search.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: '1' }).uncheck();
  await expect.poll(number).toBe(all);
  await search.getByRole('button', { name: /^Показать \d/ }).click();
  await expect(page).toHaveURL('/lots');
  await expect.poll(found).toBe(all);
  const titles = await page
    .getByRole('region', { name: 'Лоты' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).not.toMatch(/^(Кладовая|Машино-место)/);
});

test('a news card opens its article', async ({ page, request }) => {
  const home = (await (await request.get('/api/main_page/')).json()) as HomePage;
  const first = home.news[0];
  await page.goto('/');
  const news = section(page, 'Новости');
  await news.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/news/${first.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('«Вы смотрели» shows a lot the visitor opened', async ({ page, request }) => {
  const list = (await (await request.get('/api/apartments/?property_type=flat&page_size=1')).json()) as LotList;
  const lot = list.results[0];
  await page.goto(`/lots/${lot.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
  await page.getByRole('link', { name: 'Северин — на главную' }).first().click();
  await expect(page).toHaveURL('/');
  const viewed = section(page, 'Вы смотрели');
  await expect(viewed).toBeVisible();
  await expect(viewed.locator(`a[href$="/${lot.id}"]`).first()).toBeVisible();
});

test('the preview refuses a visitor without the editors’ key', async ({ page }) => {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/main_page/preview/')) answers.push(response.status());
  });
  await page.goto('/?preview=guess');
  await expect(page.getByRole('heading', { level: 1, name: 'Предпросмотр недоступен' })).toBeVisible();
  await expect(page.getByText('Неопубликованн', { exact: false })).toHaveCount(0);
  expect(answers).toEqual([403]);
  await page.getByRole('link', { name: 'Открыть опубликованную версию' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дома, в которых хочется жить');
});
