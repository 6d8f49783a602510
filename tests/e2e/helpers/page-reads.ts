/**
 * The API addresses a server-rendered page was drawn from (decision 032): the
 * server made those reads, not the browser, and lists them in the page's
 * state block (`reads`). Tests that checked what the browser asked for on
 * arrival check what the page was made of instead.
 */
import type { Page } from '@playwright/test';

export async function pageReads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.getElementById('app-state')?.textContent;
    return text ? ((JSON.parse(text) as { reads?: string[] }).reads ?? []) : [];
  });
}

/** Moves the app to `path` the way Back and Forward do: a client-side navigation of the page already open. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
