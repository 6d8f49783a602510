/**
 * Shared set-up of the shell specs (shell-*.spec.ts): seeded data read once
 * per worker through the public API, and a page that has already accepted
 * cookies (through the legacy flag the app migrates) so the notice, which
 * would otherwise appear after 2 s, never covers what a test clicks.
 * The cookie spec switches that off with `test.use({ acceptCookies: false })`.
 */
import { type Locator, type Page } from '@playwright/test';
import { test as base, expect } from './helpers/hydrated-page.ts';
import { findSamples, type Samples } from './helpers/samples.ts';

interface HeaderProject {
  id: number;
  slug: string;
  name: string;
  clickable: boolean;
  finished: boolean;
}

interface SiteInfo {
  purchase: Array<{ slug: string; label: string }>;
  about: { title: string; submenu: Array<{ label: string; value: string }> };
  estate: Array<{ label: string; value: string }>;
  media: { phone: string; email: string; address: string };
}

interface PromoForm {
  title: string;
  button_label: string;
  url: string;
}

export interface ShellData {
  samples: Samples;
  headerProjects: HeaderProject[];
  /** Residential projects of the main page that the header must not list (finished ones). */
  finishedProjects: string[];
  info: SiteInfo;
  promo: PromoForm;
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** The legacy local-storage flag of spec §9. */
export async function setLegacyCookieFlag(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
}

/** The dropdown panel a header toggle button controls (aria-controls). */
export async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the toggle names the panel it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Waits until the app has rendered the whole page (the footer is last), so its height is final enough to scroll. */
export async function pageRendered(page: Page) {
  await expect(page.getByRole('contentinfo').getByText(/© 2014–/)).toBeVisible();
}

export const test = base.extend<{ acceptCookies: boolean }, { shell: ShellData }>({
  acceptCookies: [true, { option: true }],
  shell: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const get = async <T>(url: string): Promise<T> => {
        const response = await request.get(url);
        if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
        return (await response.json()) as T;
      };
      const samples = await findSamples(request);
      const { results: headerProjects } = await get<{ results: HeaderProject[] }>('/api/projects/header_list/');
      const main = await get<{ projects: Array<{ slug: string; name: string; kind: string }> }>('/api/main_page/');
      const info = await get<SiteInfo>('/api/info/');
      const { results: promos } = await get<{ results: PromoForm[] }>('/api/promo-forms/');
      await request.dispose();
      if (!promos[0]) throw new Error('the seeded API lists no promo form');
      const listed = new Set(headerProjects.map((p) => p.slug));
      await use({
        samples,
        headerProjects,
        finishedProjects: main.projects
          .filter((p) => p.kind === 'residential' && !listed.has(p.slug))
          .map((p) => p.name),
        info,
        promo: promos[0],
      });
    },
    { scope: 'worker' },
  ],
  page: async ({ page, acceptCookies }, use) => {
    if (acceptCookies) await setLegacyCookieFlag(page);
    await use(page);
  },
});

export { expect };
