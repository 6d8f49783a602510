/**
 * The e2e suites' `test`: a page whose `goto` and `reload` also wait until the
 * app has taken over the server's page (decision 032: `html[data-hydrated]`,
 * set after the first commit). A person can press a button of the server's
 * page before its scripts have run, and the press does nothing; the tests act
 * as a person who waits for the page to come alive, and say so here once.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 20_000;

async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  // Without scripts (JavaScript off, a print-to-PDF context) nothing hydrates: the page as sent is the page.
  const scripted = await page.evaluate(() => document.querySelector('script[data-app]') !== null).catch(() => false);
  if (!scripted) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
}

/** For pages the fixture does not make (a second context's): waits until the app has taken over. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
}

/** Makes `goto` and `reload` of this page wait for hydration (the fixture's pages and every context's). */
function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : hydrating(page));
  },
  // Pages of contexts a test makes itself (a second visitor, a phone beside a desktop) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        if (options?.javaScriptEnabled === false) return created;
        const newPage = created.newPage.bind(created);
        created.newPage = async () => hydrating(await newPage());
        return created;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
