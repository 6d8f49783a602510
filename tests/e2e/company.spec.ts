/**
 * Company pages (issue 8): each opens from the header, its about menu or the
 * footer with its heading; the team filters by department; contacts show
 * phone and e-mail links and the map with the addresses; charity and stub.
 */
import type { Page } from '@playwright/test';
import { controlledBy, DESKTOP, expect, pageRendered, test } from './shell-fixtures.ts';

test.use({ viewport: DESKTOP });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('the about page opens from the header and filters the team by department', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'О компании', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(h1(page)).toHaveText('О компании');
  await expect(page.getByRole('heading', { level: 2, name: 'История' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Награды' })).toBeVisible();
  await expect(page.getByLabel('Компания в цифрах')).toBeVisible();

  const team = page.getByRole('list', { name: 'Сотрудники' });
  const everyone = await team.getByRole('listitem').count();
  expect(everyone).toBeGreaterThan(10);

  const sales = page.getByRole('checkbox', { name: /^Продажи/ });
  await sales.check();
  await expect(page).toHaveURL(/department=sales/);
  await expect(team.getByRole('listitem')).not.toHaveCount(everyone);
  const chosen = await team.getByRole('listitem').count();
  expect(chosen).toBeGreaterThan(1);
  await expect(team.getByText('Продажи', { exact: true })).toHaveCount(chosen);
  await expect(page.getByText(new RegExp(`^${chosen}\\s(человек|человека) в\\s1\\sотделе$`))).toBeVisible();

  await page.getByRole('checkbox', { name: /^Сервис/ }).check();
  await expect(page).toHaveURL(/department=sales%2Cservice|department=sales,service/);
  await expect.poll(() => team.getByRole('listitem').count()).toBeGreaterThan(chosen);

  // The filtered team is in the address: reloading keeps it.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Продажи/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Руководство/ })).not.toBeChecked();
});

test('a charity project opens from the about page', async ({ page }) => {
  await page.goto('/about');
  const charity = page.getByRole('region', { name: 'Благотворительность' });
  const first = charity.getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/charity\/[a-z0-9-]+$/);
  await expect(h1(page)).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Другие проекты' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'О компании' })
    .click();
  await expect(h1(page)).toHaveText('О компании');
});

for (const [label, path, heading] of [
  ['Партнёры', '/partners', 'Партнёры'],
  ['Сервисы', '/services', 'Сервисы'],
  ['Стандарты', '/standarts', 'Стандарты'],
] as const) {
  test(`${path} opens from the about menu with its heading`, async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /^О компании: / });
    const panel = await controlledBy(page, toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(h1(page)).toHaveText(heading);
  });
}

test('partners narrow by type tab and lead to the partnership pages', async ({ page }) => {
  await page.goto('/');
  await pageRendered(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Партнёрам' }).click();
  await expect(h1(page)).toHaveText('Партнёры');
  const grid = page.getByRole('list', { name: 'Партнёры' });
  const allTab = page.getByRole('tab', { name: /^Все\s\d+$/ });
  const all = Number((await allTab.textContent())!.replace(/\D/g, ''));
  await expect(grid.getByRole('listitem')).toHaveCount(all);
  const banks = page.getByRole('tab', { name: /^Банки/ });
  const count = Number((await banks.textContent())!.replace(/\D/g, ''));
  await banks.click();
  await expect(grid.getByRole('listitem')).toHaveCount(count);
  expect(count).toBeLessThan(all);
  await expect(page.getByRole('link', { name: 'Условия сотрудничества' }).first()).toHaveAttribute(
    'href',
    '/partnership/brokers',
  );
});

test('standards and services show their sections', async ({ page }) => {
  await page.goto('/standarts');
  for (const name of ['Архитектура', 'Материалы и инженерия', 'Отделка', 'Благоустройство', 'Сервис']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Стандарты' }).getByRole('link', { name: 'Отделка' }).click();
  await expect(page).toHaveURL('/standarts#finishing');

  await page.goto('/services');
  for (const name of ['Покупателям', 'Собственникам', 'Жителям'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Рассчитать ипотеку' })).toHaveAttribute('href', '/purchase/mortgage');
});

test('contacts open from the header with phone and e-mail links and the map with the addresses', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Контакты', exact: true }).click();
  await expect(page).toHaveURL('/contacts');
  await expect(h1(page)).toHaveText('Контакты');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+7 (495) 120-45-67' }).first()).toHaveAttribute(
    'href',
    'tel:+74951204567',
  );
  await expect(main.getByRole('link', { name: 'info@severin-dev.ru' }).first()).toHaveAttribute(
    'href',
    'mailto:info@severin-dev.ru',
  );

  const sales = page.getByRole('article', { name: /Офис продаж/ });
  await expect(sales.getByText('Москва, Пречистенская набережная, 17')).toBeVisible();
  await expect(sales.getByText(/Кропоткинская, 7\sминут пешком/)).toBeVisible();
  await expect(sales.getByRole('link', { name: 'Открыть в Яндекс Картах' })).toHaveAttribute(
    'href',
    /yandex\.ru\/maps\/\?pt=37\.6009\d*,55\.7427/,
  );
  await expect(sales.getByRole('link', { name: 'в 2ГИС' })).toHaveAttribute('href', /2gis\.ru\/geo\/37\.6009/);

  const map = page.getByRole('img', { name: /Схема: .*Пречистенская набережная, 17/ });
  await expect(map).toBeVisible();
  const caption = page.locator('figcaption');
  await expect(caption).toContainText('Пречистенская набережная, 17');
  await expect(caption).toContainText('Пресненская набережная, 12');

  // Picking another office highlights its pin and card.
  const head = page.getByRole('article', { name: /Центральный офис/ });
  await head.getByRole('button', { name: 'Показать на схеме' }).click();
  await expect(head.getByRole('button', { name: 'Показать на схеме' })).toHaveAttribute('aria-pressed', 'true');
  await expect(map.locator('text', { hasText: 'Центральный офис' })).toHaveCount(1);
});

test('the stub page announces a section in preparation and leads back', async ({ page }) => {
  await page.goto('/stub');
  await expect(h1(page)).toHaveText('Раздел в разработке');
  await expect(page.getByText(/Мы готовим этот раздел/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown charity project is a 404 page', async ({ page }) => {
  const response = await page.goto('/charity/no-such-project');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Страницы не существует.')).toBeVisible();
});
