/**
 * News, press and promotions end to end: the list opens from the footer and
 * header links, a category chip narrows the list and lands in the URL (Back
 * undoes it), «Показать ещё» and page numbers page through, an article opens
 * from its list with its gallery lightbox and share buttons, a promotion
 * shows its countdown, an unknown slug is a 404. Expected data comes from
 * the API, never from the seed by heart.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';

interface Listed {
  count: number;
  pages: number;
  results: Array<{
    id: number;
    slug: string;
    title: string;
    url: string;
    category: { value: string; label: string } | null;
  }>;
}
interface Facets {
  categories: Array<{ value: string; label: string; count: number }>;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Cards are the articles of the list; their titles are level-2 headings. */
const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('list').getByRole('article').getByRole('heading', { level: 2 });
const search = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  // The cookie notice (spec §9, 2 s after load) must not cover what the tests click.
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
});

test('the footer link opens the news list, newest first', async ({ page, request }) => {
  const first = await json<Listed>(request, '/api/articles/?kind=news');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Новости', exact: true }).click();
  await expect(page).toHaveURL(/\/news\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(first.results.map((item) => item.title));
  await expect(page.getByText(new RegExp(`^${first.count}\\s+публикац`))).toBeVisible();
});

test('a category chip narrows the list and the URL; Back restores the whole list', async ({ page, request }) => {
  const { categories } = await json<Facets>(request, '/api/articles/facets/?kind=news');
  const category = categories.find((option) => option.count > 1)!;
  const expected = await json<Listed>(request, `/api/articles/?kind=news&category=${category.value}`);
  const all = await json<Listed>(request, '/api/articles/?kind=news');

  await page.goto('/news');
  await expect(cardTitles(page)).toHaveCount(all.results.length);
  await page.getByRole('button', { name: new RegExp(`^${category.label}`) }).click();
  await expect.poll(() => search(page, 'category')).toBe(category.value);
  await expect(page.getByRole('button', { name: new RegExp(`^${category.label}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cardTitles(page)).toHaveText(expected.results.map((item) => item.title));

  await page.goBack();
  await expect.poll(() => search(page, 'category')).toBeNull();
  await expect(cardTitles(page)).toHaveText(all.results.map((item) => item.title));
  await page.goForward();
  await expect(cardTitles(page)).toHaveText(expected.results.map((item) => item.title));
});

test('«Показать ещё» appends the next page, a page number shows one page', async ({ page, request }) => {
  const first = await json<Listed>(request, '/api/articles/?kind=news&page=1');
  const second = await json<Listed>(request, '/api/articles/?kind=news&page=2');
  expect(first.pages, 'the demo has more than one page of news').toBeGreaterThan(1);

  await page.goto('/news');
  await expect(cardTitles(page)).toHaveCount(first.results.length);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(cardTitles(page)).toHaveText([...first.results, ...second.results].map((item) => item.title));
  await expect.poll(() => page.url()).toMatch(/page=2&from=1$/);

  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect.poll(() => page.url()).toMatch(/\?page=2$/);
  await expect(cardTitles(page)).toHaveText(second.results.map((item) => item.title));
  await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');

  // A shared link reopens the same view.
  await page.goto('/news?page=2&from=1');
  await expect(cardTitles(page)).toHaveCount(first.results.length + second.results.length);
});

test('an article opens from its list with date, text, gallery lightbox and copy link', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-write']);
  // The site's Permissions-Policy allows writing the clipboard only (decision 018), so the test
  // reads what the page wrote at the API instead of reading the clipboard back.
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      (window as unknown as { copiedText?: string }).copiedText = text;
      return write(text);
    };
  });
  const { results } = await json<Listed>(request, '/api/articles/?kind=news');
  const target = results.find((item) => item.slug === 'sokolniki-start-stroitelstva') ?? results[0];

  await page.goto('/news');
  await page.getByRole('link', { name: target.title }).click();
  await expect(page).toHaveURL(new RegExp(`${target.url}/?$`));
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await expect(article.locator('time[datetime]').first()).toHaveText(/\d{1,2}\s[а-я]+\s\d{4}/);
  await expect(
    page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Новости' }),
  ).toBeVisible();

  // Gallery: the lightbox opens on a thumbnail, moves with the arrow keys and closes on Escape.
  const thumbs = page.getByRole('button', { name: /^Открыть фото/ });
  await thumbs.first().click();
  const dialog = page.getByRole('dialog', { name: 'Просмотр фотографий' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/· 1 из \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/· 2 из \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.first()).toBeFocused();

  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ссылка скопирована' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBe(page.url());
  await expect(page.getByRole('link', { name: /Поделиться в Telegram/ })).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\/share\/url\?url=/,
  );
});

test('the header «Акции» link lists promotions and a promotion counts down', async ({ page, request }) => {
  const promos = await json<Listed>(request, '/api/articles/?kind=promo');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Акции', exact: true }).click();
  await expect(page).toHaveURL(/\/promo\/?$/);
  await expect(cardTitles(page)).toHaveCount(promos.results.length);
  await cardTitles(page).first().getByRole('link').click();
  await expect(page.getByText('До конца акции')).toBeVisible();
  await expect(page.getByText(/^Действует до \d/)).toBeVisible();
});

test('an unknown article is a 404', async ({ page }) => {
  const response = await page.goto('/news/takoy-novosti-net');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Страницы не существует.')).toBeVisible();
});
