/**
 * The tender, vacancy and partnership pages end to end (issue 8; spec §7):
 * filters narrow the lists and live in the address, a card's details open
 * in place, «Подать предложение» / «Откликнуться» pick the item in the
 * existing form, and the partnership FAQ works from the keyboard.
 */
import { type Locator } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import { acceptCookies } from './helpers/forms.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const cards = (region: Locator) =>
  region.getByRole('listitem').filter({ has: region.page().getByRole('heading', { level: 3 }) });

test('/tenders: the category and status filters narrow the list; details open and «Подать предложение» picks the tender', async ({
  page,
}) => {
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { level: 2, name: 'Как проходит тендер' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Открытые тендеры' });
  await expect(cards(list).first()).toBeVisible();
  const openCount = await cards(list).count();
  expect(openCount).toBeGreaterThan(2);
  await expect(
    cards(list)
      .first()
      .getByText(/^(остался|осталось) \d+\s(день|дня|дней)$/),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: /^Все статусы/ }).click();
  const all = page.getByRole('region', { name: 'Все тендеры' });
  await expect.poll(() => cards(all).count()).toBeGreaterThan(openCount);
  await expect(all.getByText('Завершён', { exact: true }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Категория работ' }).click();
  await page.getByRole('option', { name: 'Благоустройство (2)' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Благоустройство');
  await expect(cards(all)).toHaveCount(2);
  for (const card of await cards(all).all())
    await expect(card.getByText('Благоустройство', { exact: true })).toBeVisible();

  // Back to the open ones: the soonest deadline first.
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: /^Приём предложений/ }).click();
  const open = page.getByRole('region', { name: 'Открытые тендеры' });
  const first = cards(open).first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('button', { name: 'Подробнее' }).click();
  await expect(first.getByRole('heading', { level: 4, name: 'Требования к участникам' })).toBeVisible();
  await expect(first.getByRole('link', { name: /@severin-dev\.ru$/ })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('open')).toMatch(/^\d+$/);
  await first.getByRole('button', { name: 'Подать предложение' }).click();
  const tender = page
    .getByRole('form', { name: 'Подать предложение' })
    .getByRole('combobox', { name: 'Тендер', exact: true });
  await expect(tender).toHaveText(title);
  await expect(tender).toBeFocused();
});

test('/vacancies: a filter narrows the list, the details open and «Откликнуться» chooses the vacancy in the form', async ({
  page,
}) => {
  await page.goto('/vacancies');
  await expect(page.getByRole('heading', { level: 2, name: 'Почему у нас' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Открытые вакансии' });
  await expect(cards(list).first()).toBeVisible();
  const total = await cards(list).count();

  await page.getByRole('combobox', { name: 'Направление' }).click();
  await page.getByRole('option', { name: /^Строительство \(\d+\)$/ }).click();
  await expect.poll(() => cards(list).count()).toBeLessThan(total);
  for (const card of await cards(list).all())
    await expect(card.getByText('Строительство', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Найдено: \d+\sваканси/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Формат работы' }).click();
  await page.getByRole('option', { name: 'Гибридный формат (1)' }).click();
  await expect(cards(list)).toHaveCount(1);
  const card = cards(list).first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Инженер-сметчик');
  await expect(card.getByText('170 000 – 230 000 ₽')).toBeVisible();

  await card.getByRole('button', { name: 'Подробнее' }).click();
  const details = card.getByRole('region', { name: 'Подробнее о вакансии «Инженер-сметчик»' });
  await expect(details.getByRole('heading', { level: 4, name: 'Чем предстоит заниматься' })).toBeVisible();
  await details.getByRole('button', { name: 'Откликнуться' }).click();
  const vacancy = page
    .getByRole('form', { name: 'Откликнуться на вакансию' })
    .getByRole('combobox', { name: 'Вакансия', exact: true });
  await expect(vacancy).toHaveText('Инженер-сметчик');
  await expect(vacancy).toBeFocused();

  // The filters live in the address: a reload keeps the narrowed list.
  await page.reload();
  await expect(cards(page.getByRole('region', { name: 'Открытые вакансии' }))).toHaveCount(1);
});

test('/partnership/brokers: conditions, the commission table and a keyboard FAQ above the form', async ({ page }) => {
  await page.goto('/partnership/brokers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Условия' })).toBeVisible();
  await expect(main.getByRole('row', { name: /Апартаменты 3,5\s%/ })).toBeVisible();
  const question = main.getByRole('button', { name: 'Когда выплачивается вознаграждение?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('region', { name: 'Когда выплачивается вознаграждение?' })).toContainText(
    '10 рабочих дней',
  );
  await expect(main.getByRole('form', { name: 'Оставить заявку' })).toBeVisible();

  await page.goto('/partnership/landowners');
  await expect(main.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
});
