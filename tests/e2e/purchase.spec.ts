/**
 * /purchase/{slug} end to end: the header leads to the mortgage page, the
 * calculator follows the thousands inputs and the sliders' keys to the
 * kopeck (checked against src/lib/mortgage.ts), a kind tab narrows the
 * programme table and a programme's rate moves into the calculator, the
 * instalment page lists plans with their filter, and an unknown method is 404.
 */
import { expect, test, type Page } from '@playwright/test';
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
  await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Способы покупки', exact: true }).click();
  await expect(page).toHaveURL('/purchase/mortgage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ипотека/);
  await expect(page.getByRole('navigation', { name: 'Способы покупки' }).getByRole('link', { name: 'Ипотека' })).toHaveAttribute('aria-current', 'page');

  // 12,5 млн ₽ with 20 % down is a 10 млн ₽ loan: 12 % for 240 months is 110 108,61 ₽ as bank calculators say.
  await typeNumber(page, 'Стоимость недвижимости', '12500000');
  await typeNumber(page, 'Взнос, %', '20');
  await typeNumber(page, 'Процентная ставка', '12');
  await typeNumber(page, 'Срок кредита, месяцев', '240');
  await expect(page.getByRole('textbox', { name: 'Первоначальный взнос', exact: true })).toHaveValue('2 500 000');
  await expect(payment(page)).toHaveText(rub(110_108.61));
  await expect(page.getByRole('complementary', { name: 'Результат расчёта' })).toContainText('10\u00a0000\u00a0000\u00a0₽');

  // One key press on the term slider adds a year.
  const term = page.getByRole('slider', { name: 'Срок кредита' });
  await term.focus();
  await term.press('ArrowRight');
  await expect(term).toHaveAttribute('aria-valuenow', '252');
  await expect(payment(page)).toHaveText(rub(calculateMortgage({ price: 12_500_000, downPayment: 2_500_000, rate: 12, months: 252 }).monthlyPayment));

  // A price step keeps the down payment at 20 %.
  const price = page.getByRole('slider', { name: 'Стоимость недвижимости' });
  await price.focus();
  await price.press('ArrowRight');
  await expect(page.getByRole('textbox', { name: 'Стоимость недвижимости', exact: true })).toHaveValue('12 600 000');
  await expect(page.getByRole('textbox', { name: 'Первоначальный взнос', exact: true })).toHaveValue('2 520 000');
  await expect(payment(page)).toHaveText(rub(calculateMortgage({ price: 12_600_000, downPayment: 2_520_000, rate: 12, months: 252 }).monthlyPayment));

  // Over 360 months is said under the field; the figures use 360.
  const months = page.getByRole('textbox', { name: 'Срок кредита, месяцев', exact: true });
  await months.fill('400');
  await expect(page.getByText('Срок — от 12 до 360 месяцев')).toBeVisible();
  await months.press('Enter');
  await expect(months).toHaveValue('360');
});

test('a kind tab narrows the programme table and a programme moves into the calculator', async ({ page }) => {
  await page.goto('/purchase/mortgage');
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  // Every programme the API lists, drawn a few rows per frame.
  const all = ((await (await page.request.get('/api/mortgage/')).json()) as { count: number }).count;
  expect(all).toBeGreaterThan(4);
  await expect(rows).toHaveCount(all);
  const rates = (await table.locator('tbody td[data-label="Ставка"]').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
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
  const plans = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { level: 3 }) });
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
