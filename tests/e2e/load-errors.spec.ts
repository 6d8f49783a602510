/**
 * Offline or the server's failure (issue 30): a read that failed says which.
 * A 500 from the lot API once read «Проверьте подключение к интернету», and
 * a page never opened offline said only «Не удалось загрузить список
 * вакансий». Now: the server's failure → the spec's «Ошибка на стороне
 * сервера.», no network → «Нет подключения к интернету», each with
 * «Повторить», which brings the data once it can.
 */
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import { navigateInApp } from './helpers/page-reads.ts';
import { acceptCookies } from './helpers/forms.ts';
import { findSamples } from './helpers/samples.ts';

const SERVER = 'Ошибка на стороне сервера.';
const OFFLINE = 'Нет подключения к\u00a0интернету';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** The built files (scripts and styles, with everything they import, at once or later) of the given source modules. */
function builtFiles(...sources: string[]): string[] {
  type Entry = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(
    readFileSync(nodePath.resolve(process.env.DIST_DIR ?? 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Entry>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    // Not the PDF renderer: a megabyte nothing here needs.
    if (entry.file.startsWith('assets/pdf-')) return;
    if (entry.file.startsWith('assets/')) files.add(`/${entry.file}`);
    for (const css of entry.css ?? []) files.add(`/${css}`);
    // The parts they load later too (the lists' error notice among them), as a worker's precache holds them.
    for (const child of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(child);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`no chunk for ${source} in the manifest`);
    visit(source);
  }
  return [...files];
}

/** Puts files into the browser's HTTP cache, as an earlier visit would have (this project runs without the worker). */
async function cacheFiles(page: Page, files: string[]) {
  await page.evaluate(async (urls) => {
    await Promise.all(urls.map(async (url) => (await fetch(url)).arrayBuffer()));
  }, files);
}

test('a 500 from the lot API says «Ошибка на стороне сервера.», not a lost connection; «Повторить» brings the lot', async ({
  page,
  request,
}) => {
  const { lot } = await findSamples(request);
  let failing = true;
  let failed = 0;
  await page.route(
    (url) => url.pathname === `/api/apartments/${lot}/`,
    async (route) => {
      if (!failing) return route.continue();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, message: 'Внутренняя ошибка сервера' }),
      });
    },
  );
  // The server draws a lot page with its lot: the failing read is met on the way there, from a page already open.
  await page.goto('/about');
  await navigateInApp(page, `/lots/${lot}`);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(SERVER);
  expect(failed).toBeGreaterThan(0);
  await expect(page.getByText(/^Не удалось загрузить лот\./)).toBeVisible();
  await expect(page.getByText(/Проверьте подключение/)).toHaveCount(0);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(heading).not.toHaveText(SERVER);
  await expect(heading).toContainText('№');
});

test('offline, a page never opened says «Нет подключения к интернету»; «Повторить» loads it once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code is on the device (a worker or an earlier visit keeps it); its data is not.
  await cacheFiles(
    page,
    builtFiles('src/app/routes/vacancies-screen.tsx', 'src/features/vacancy-form/vacancy-form.tsx'),
  );

  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Вакансии', exact: true }).click();
  await expect(page).toHaveURL('/vacancies');
  const notice = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список вакансий.' });
  await expect(notice).toContainText(OFFLINE);
  await expect(notice).not.toContainText(SERVER);

  // Back online, but the list's first try still gets no answer: the notice stays, «Повторить» then brings it.
  let cut = true;
  await page.route(
    (url) => url.pathname === '/api/vacancy/',
    (route) => (cut ? route.abort('internetdisconnected') : route.continue()),
  );
  await context.setOffline(false);
  await expect(notice).toContainText(OFFLINE);
  cut = false;
  await notice.getByRole('button', { name: 'Повторить' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Найдено:/ })).toBeVisible();
});
