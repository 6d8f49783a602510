/**
 * /purchase/{slug} end to end: the header leads to the mortgage page, the
 * calculator follows the thousands inputs and the sliders' keys to the
 * kopeck (checked against src/lib/mortgage.ts), a kind tab narrows the
 * programme table and a programme's rate moves into the calculator, the
 * instalment page lists plans with their filter, and an unknown method is 404.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import { calculateMortgage } from '../../src/lib/mortgage.ts';

const DESKTOP = { width: 1440, height: 900 };

/** «110 108,61 ₽» as the result card writes it (non-breaking spaces). */
const rub = (value: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value).replace(/\s/g, '\u00a0')}\u00a0₽`;
const payment = (page: Page) => page.getByTestId('mortgage-payment');

async function typeNumber(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('the header opens the mortgage page; the calculator follows the inputs and the slider keys', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('navigation')
    .getByRole('link', { name: 'Способы покупки', exact: true })
    .click();
  await expect(page).toHaveURL('/purchase/mortgage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ипотека/);
  await expect(
    page.getByRole('navigation', { name: 'Способы покупки' }).getByRole('link', { name: 'Ипотека' }),
  ).toHaveAttribute('aria-current', 'page');

  // 12,5 млн ₽ with 20 % down is a 10 млн ₽ loan: 12 % for 240 months is 110 108,61 ₽ as bank calculators say.
  await typeNumber(page, 'Стоимость недвижимости', '12500000');
  await typeNumber(page, 'Взнос, %', '20');
  await typeNumber(page, 'Процентная ставка', '12');
  await typeNumber(page, 'Срок кредита, месяцев', '240');
  await expect(page.getByRole('textbox', { name: 'Первоначальный взнос', exact: true })).toHaveValue(
    '2\u00a0500\u00a0000',
  );
  await expect(payment(page)).toHaveText(rub(110_108.61));
  await expect(page.getByRole('complementary', { name: 'Результат расчёта' })).toContainText(
    '10\u00a0000\u00a0000\u00a0₽',
  );

  // One key press on the term slider adds a year.
  const term = page.getByRole('slider', { name: 'Срок кредита' });
  await term.focus();
  await term.press('ArrowRight');
  await expect(term).toHaveAttribute('aria-valuenow', '252');
  await expect(payment(page)).toHaveText(
    rub(calculateMortgage({ price: 12_500_000, downPayment: 2_500_000, rate: 12, months: 252 }).monthlyPayment),
  );

  // A price step keeps the down payment at 20 %.
  const price = page.getByRole('slider', { name: 'Стоимость недвижимости' });
  await price.focus();
  await price.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: 'Стоимость недвижимости', exact: true })).toHaveValue(
    '12\u00a0600\u00a0000',
  );
  await expect(page.getByRole('textbox', { name: 'Первоначальный взнос', exact: true })).toHaveValue(
    '2\u00a0520\u00a0000',
  );
  await expect(payment(page)).toHaveText(
    rub(calculateMortgage({ price: 12_600_000, downPayment: 2_520_000, rate: 12, months: 252 }).monthlyPayment),
  );

  // Over 360 months is said under the field; the figures use 360.
  const months = page.getByRole('textbox', { name: 'Срок кредита, месяцев', exact: true });
  await months.fill('400');
  await expect(page.getByText('Срок — от 12 до 360 месяцев')).toBeVisible();
  await months.press('Enter');
  await expect(months).toHaveValue('360');
});

test("the hero's terms are the calculator's: lowest rate, first payment and longest term of the programmes", async ({
  page,
}) => {
  await page.goto('/purchase/mortgage');
  const hero = page
    .getByRole('main')
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  const fact = (label: string) => hero.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  const figure = async (label: string) =>
    Number((await fact(label).textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  const [rate, down, years] = [await figure('ставка'), await figure('первый взнос'), await figure('срок')];
  // The figures the API computes from the programmes, not typed ones.
  const programs = (
    (await (await page.request.get('/api/mortgage/')).json()) as {
      results: Array<{ rate: number; min_down_payment_percent: number; max_term_years: number }>;
    }
  ).results;
  expect(rate).toBe(Math.min(...programs.map((program) => program.rate)));
  expect(down).toBe(Math.min(...programs.map((program) => program.min_down_payment_percent)));
  expect(years).toBe(Math.max(...programs.map((program) => program.max_term_years)));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(rate).replace('.', ','));

  // The calculator starts inside the same limits: «первый взнос от 15 %» is its minimum.
  const calculator = page.locator('#mortgage-calculator');
  await expect(
    calculator.getByText(new RegExp(`^Минимум по программам банков — ${String(down).replace('.', ',')}\\s%`)),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Процентная ставка', exact: true })).toHaveValue(
    String(rate).replace('.', ','),
  );
  await expect(page.getByRole('textbox', { name: 'Срок кредита, месяцев', exact: true })).toHaveValue(
    String(years * 12),
  );
  // Below the minimum is not possible: the down payment stops at it.
  await typeNumber(page, 'Взнос, %', '1');
  await expect(page.getByRole('textbox', { name: 'Взнос, %', exact: true })).toHaveValue(
    String(down).replace('.', ','),
  );
});

test('number fields take a point or a comma and show a comma, two decimals', async ({ page }) => {
  await page.goto('/purchase/mortgage');
  const rate = page.getByRole('textbox', { name: 'Процентная ставка', exact: true });
  await typeNumber(page, 'Процентная ставка', '9.75');
  await expect(rate).toHaveValue('9,75');
  await typeNumber(page, 'Процентная ставка', '10,255');
  await expect(rate).toHaveValue('10,25');
  // Two decimals in every field (the percent kept one), thousands with the no-break spaces formatNumber prints.
  await typeNumber(page, 'Взнос, %', '25.25');
  await expect(page.getByRole('textbox', { name: 'Взнос, %', exact: true })).toHaveValue('25,25');
  await typeNumber(page, 'Стоимость недвижимости', '16 000 000');
  await expect(page.getByRole('textbox', { name: 'Стоимость недвижимости', exact: true })).toHaveValue(
    '16\u00a0000\u00a0000',
  );
  await expect(page.getByRole('textbox', { name: 'Первоначальный взнос', exact: true })).toHaveValue(
    '4\u00a0040\u00a0000',
  );
});

test('a kind tab narrows the programme table and a programme moves into the calculator', async ({ page }) => {
  await page.goto('/purchase/mortgage');
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  // Every programme the API lists, drawn a few rows per frame.
  const all = ((await (await page.request.get('/api/mortgage/')).json()) as { count: number }).count;
  expect(all).toBeGreaterThan(4);
  await expect(rows).toHaveCount(all);
  const rates = (await table.locator('tbody td[data-label="Ставка"]').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(rates).toEqual([...rates].sort((a, b) => a - b));

  await page.getByRole('tab', { name: 'Семейная ипотека' }).click();
  await expect(page).toHaveURL('/purchase/mortgage?kind=family');
  await expect.poll(() => rows.count()).toBeLessThan(all);
  for (const row of await rows.all()) await expect(row).toContainText('Семейная ипотека');

  const first = rows.first();
  const rate = (await first.locator('td[data-label="Ставка"]').textContent())!.replace(/[^\d,]/g, '');
  await first.getByRole('button', { name: /^Рассчитать/ }).click();
  await expect(page.getByRole('textbox', { name: 'Процентная ставка', exact: true })).toHaveValue(rate);
  await expect(first.getByRole('button', { name: /^Рассчитать/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the instalment method lists plans and keeps interest-free ones on demand', async ({ page }) => {
  await page.goto('/purchase/mortgage');
  await page.getByRole('navigation', { name: 'Способы покупки' }).getByRole('link', { name: 'Рассрочка' }).click();
  await expect(page).toHaveURL('/purchase/installment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рассрочка до конца строительства');
  const plans = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(plans).toHaveCount(3);
  await page.getByText('Без удорожания', { exact: true }).click();
  await expect(plans).toHaveCount(1);
  await expect(plans.first()).toContainText('Рассрочка 0 %');
});

test('content methods show their steps; an unknown method is 404', async ({ page }) => {
  await page.goto('/purchase/trade-in');
  await expect(page.getByRole('heading', { level: 2, name: 'Как это работает' })).toBeVisible();
  const response = await page.goto('/purchase/leasing');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Страницы не существует.')).toBeVisible();
});
