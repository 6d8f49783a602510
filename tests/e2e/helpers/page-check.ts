/**
 * Loads a page in Chromium and collects what must never happen on it:
 * console errors, uncaught exceptions and Content-Security-Policy violations.
 */
import { expect, type Page, type Response } from '@playwright/test';

export interface PageVisit {
  response: Response | null;
  problems: string[];
}

/** A 404 page loads a 404 document (and may ask the API about it): Chromium logs those loads. */
const EXPECTED_404_LOG = /Failed to load resource: the server responded with a status of 404/;

export async function visit(page: Page, path: string, { expectNotFound = false } = {}): Promise<PageVisit> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expectNotFound && EXPECTED_404_LOG.test(message.text())) return;
    const where = message.location().url;
    problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  // The page is drawn (by the server, or by the app into the empty shell) and the app has started:
  // src/main.tsx marks its first commit, hydration included, so its errors are in `problems` by now.
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return { response, problems };
}

/** Head tags every page carries, read from the served document (not the live DOM). */
export function expectHeadTags(html: string, { title }: { title?: RegExp } = {}) {
  const pick = (re: RegExp) => re.exec(html)?.[1];
  expect(html).toMatch(/<html lang="ru">/);
  const pageTitle = pick(/<title>([^<]+)<\/title>/);
  expect(pageTitle, 'title').toBeTruthy();
  if (title) expect(pageTitle).toMatch(title);
  expect(pick(/<meta name="description" content="([^"]+)"/), 'meta description').toBeTruthy();
  expect(pick(/<link rel="canonical" href="([^"]+)"/), 'canonical').toMatch(/^https:\/\/severin-dev\.ru\//);
  for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:locale', 'og:site_name']) {
    expect(html, property).toContain(`<meta property="${property}" content="`);
  }
  expect(html).toContain('<meta property="og:locale" content="ru_RU" />');
  expect(html).toContain('<meta name="twitter:card" content="');
}

export function appConfig(html: string): Record<string, unknown> {
  const text = /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)?.[1];
  if (!text) throw new Error('the page has no runtime config block');
  return JSON.parse(text) as Record<string, unknown>;
}
