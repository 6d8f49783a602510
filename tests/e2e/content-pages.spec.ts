/**
 * Content pages of issue 8: documents (facets narrow the list, a document page),
 * owners' guides, media with the lightbox, the legal texts with their table of
 * contents, and the anti-corruption page around its form.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';

async function openFromFooter(page: Page, label: string, heading: string) {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('documents open from the footer and a facet narrows the list', async ({ page }) => {
  await openFromFooter(page, 'Документы', 'Документы');
  const rows = page.getByRole('main').getByRole('link', { name: /^Скачать/ });
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  const reports = page.getByRole('button', { name: /^Отчётность/ });
  await reports.click();
  await expect(reports).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=report/);
  await expect.poll(() => rows.count()).toBeLessThan(before);
  await expect(page.getByRole('heading', { level: 3, name: 'Документы компании' })).toBeVisible();
  // Three years of financial statements, all of them company documents.
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: '3\u00a0документа' })).toBeVisible();

  await page
    .getByRole('link', { name: /^Бухгалтерская отчётность/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Бухгалтерская отчётность за \d{4} год$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Скачать SVG, [\d,]+\sКБ$/ })).toBeVisible();
  await page.getByRole('link', { name: '← Все документы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Документы' })).toBeVisible();
});

test('owners open from the footer on the test stage and a guide opens from its list', async ({ page }) => {
  await openFromFooter(page, 'Собственникам', 'Собственникам');
  for (const topic of ['Как принять квартиру', 'Управляющая компания', 'Ремонт и перепланировка', 'Оплата ЖКУ']) {
    await expect(page.getByRole('link', { name: topic })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Как принять квартиру' }).click();
  await expect(page).toHaveURL(/\/owners\/priyomka-kvartiry$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Как принять квартиру' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Что проверить' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Другие инструкции' })).toBeVisible();
});

test('media opens from the footer, a story opens from the list and its lightbox works from the keyboard', async ({
  page,
}) => {
  await openFromFooter(page, 'Медиа', 'Медиа');
  await page.getByRole('button', { name: /^Видео/ }).click();
  await expect(page).toHaveURL(/category=video/);
  await expect(page.getByRole('link', { name: 'Вид с 45-го этажа' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Все/ }).click();
  await page.getByRole('link', { name: 'Вид с 45-го этажа' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вид с 45-го этажа' })).toBeVisible();

  const first = page.getByRole('button', { name: /^Открыть фото 1 из \d+/ });
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /просмотр фотографий/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 из');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('2 из');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('policy opens from the footer and its table of contents jumps to a section', async ({ page }) => {
  await openFromFooter(page, 'Политика конфиденциальности', 'Политика конфиденциальности');
  const toc = page.getByRole('navigation', { name: 'Содержание' });
  await toc.getByRole('link', { name: 'Права посетителя' }).click();
  await expect(page).toHaveURL(/#rights$/);
  const section = page.getByRole('heading', { level: 2, name: /Права посетителя/ });
  await expect(section).toBeInViewport();

  // A shared link with the hash lands on the section once the text has loaded.
  await page.goto('/policy#cookies');
  await expect(page.getByRole('heading', { level: 2, name: /Файлы cookie/ })).toBeInViewport();
});

test('personal data consent opens from the footer', async ({ page }) => {
  await openFromFooter(page, 'Согласие на обработку персональных данных', 'Согласие на обработку персональных данных');
  await expect(page.getByRole('heading', { level: 2, name: /Срок действия и отзыв/ })).toBeVisible();
});

test('anti-corruption shows its principles and hotline around the report form', async ({ page }) => {
  await page.goto('/anti-corruption');
  await expect(page.getByRole('heading', { level: 1, name: 'Противодействие коррупции' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Линия доверия' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'compliance@severin-dev.ru' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Антикоррупционная политика' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сообщить о нарушении' })).toBeVisible();
});
