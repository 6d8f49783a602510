/**
 * A page's data before its first render (decision 023). On the first load the
 * route loaders ask what the shell and the screen show and the router waits
 * for the answers, so the app draws the page once, complete: every read the
 * page makes on arrival starts before the app's first frame, none is asked
 * twice (the hooks find the loaders' answers under the same arguments), and
 * no loading state (skeleton, busy list, «Загружаем…») is ever drawn. The
 * server's page steps aside as that first frame is committed: never two
 * headings for assistive technology.
 */
import { test, expect, type Page } from '@playwright/test';
import { findSamples, type Samples } from './helpers/samples.ts';

let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

const PAGES: Array<{ name: string; path: (found: Samples) => string; reads: readonly string[] }> = [
  { name: 'home', path: () => '/', reads: ['/api/main_page/', '/api/action_timers/'] },
  { name: 'catalogue', path: () => '/lots', reads: ['/api/apartments/', '/api/apartments/facets/', '/api/apartments/specs/'] },
  { name: 'lot page', path: (found) => `/lots/${found.lot}`, reads: [] },
  { name: 'project page', path: (found) => `/projects/${found.project}`, reads: ['/api/project-infra/', '/api/project-teams/'] },
  { name: 'mortgage', path: () => '/purchase/mortgage', reads: ['/api/purchase/', '/api/purchase/mortgage/', '/api/mortgage/', '/api/mortgage/facets/'] },
  // The company and content pages: their data arriving after a first draw moved everything under it (CLS up to 0.5).
  {
    name: 'tenders',
    path: () => '/tenders',
    // The unfiltered list is also the offer form's choice of tenders: one read for both.
    reads: ['/api/tenders_page/', '/api/tenders/', '/api/tenders/facets/'],
  },
  { name: 'tenders filtered by the address', path: () => '/tenders?status=closed', reads: ['/api/tenders_page/', '/api/tenders/facets/'] },
  { name: 'vacancies', path: () => '/vacancies', reads: ['/api/vacancy_page/', '/api/vacancy/', '/api/vacancy/facets/', '/api/vacancies/'] },
  { name: 'documents', path: () => '/documents', reads: ['/api/documents/', '/api/documents/facets/'] },
  { name: 'news', path: () => '/news', reads: ['/api/articles/', '/api/articles/facets/'] },
  { name: 'about', path: () => '/about', reads: ['/api/about/', '/api/about/team/', '/api/about/team/facets/'] },
  { name: 'about with a department picked', path: () => '/about?department=sales', reads: ['/api/about/', '/api/about/team/facets/'] },
  { name: 'partners', path: () => '/partners', reads: ['/api/partners_page/', '/api/partners_page/partners_type/', '/api/partners_page/partners/'] },
  { name: 'anti-corruption', path: () => '/anti-corruption', reads: ['/api/anti_corruption/'] },
  { name: 'privacy policy', path: () => '/policy', reads: ['/api/privacy_policy/'] },
];

const API_DELAY_MS = 300;

/** What every page of the default layout reads on arrival. */
const SHELL_READS = ['/api/info/', '/api/projects/header_list/', '/api/promo-forms/', '/api/tech/', '/api/favorites/', '/api/comparison/', '/api/seo/pages/'];

/** Watches `#root` from the first byte: when the app first draws, and whether a loading state ever appears. */
async function watchFirstRender(page: Page) {
  await page.addInitScript(() => {
    const probe = { drawnAt: null as number | null, loading: [] as string[], layerWithHeading: null as boolean | null };
    (window as unknown as { __firstRender: typeof probe }).__firstRender = probe;
    const isLoading = (element: Element) =>
      // A page form's code loads after the page by design (decision 015): its placeholder is not the page's data.
      !/^Загружаем форму/.test(element.textContent ?? '') &&
      (element.getAttribute('aria-busy') === 'true' ||
      /skeleton/i.test(element.getAttribute('class') ?? '') ||
      /Загружаем/.test(element.getAttribute('aria-label') ?? '') ||
        (element.getAttribute('role') === 'status' && /Загружаем/.test(element.textContent ?? '')));
    new MutationObserver((records) => {
      const root = document.getElementById('root');
      if (!root) return;
      if (probe.drawnAt === null && root.firstElementChild) probe.drawnAt = performance.now();
      if (probe.layerWithHeading === null && root.querySelector('h1')) {
        // This observer was created first, so it runs before any the app sets up after its commit.
        const layer = document.getElementById('prerendered');
        probe.layerWithHeading = layer !== null && layer.getAttribute('aria-hidden') !== 'true';
      }
      for (const record of records) {
        const targets = [record.target, ...Array.from(record.addedNodes)];
        for (const node of targets) {
          if (!(node instanceof Element) || !root.contains(node)) continue;
          for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) {
            if (isLoading(element)) probe.loading.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  });
}

for (const { name, path, reads } of PAGES) {
  test(`${name}: the first load draws the page once, with its data, and asks each read once`, async ({ page }) => {
    await watchFirstRender(page);
    // Answers take a moment, as on a real network: a page that drew before its data would draw its loading states.
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue();
    });
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
    });
    await page.goto(path(samples));
    await expect(page.locator('#root h1').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    const { drawnAt, loading, layerWithHeading, started } = await page.evaluate(() => ({
      ...(window as unknown as { __firstRender: { drawnAt: number | null; loading: string[]; layerWithHeading: boolean | null } }).__firstRender,
      started: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => ({ url: new URL(entry.name).pathname + new URL(entry.name).search, at: entry.startTime })),
    }));
    expect(drawnAt, 'the app drew').not.toBeNull();
    expect(loading, 'loading states drawn on the first load').toEqual([]);
    expect(layerWithHeading, "the server's page still exposed when the app's heading arrived").toBe(false);
    for (const [url, count] of asked) expect(count, `requests for ${url}`).toBe(1);
    const late = started.filter((entry) => entry.at > drawnAt!).map((entry) => entry.url);
    expect(late, 'reads started after the first render').toEqual([]);
    const paths = started.map((entry) => entry.url.replace(/\?.*$/, ''));
    for (const read of [...SHELL_READS, ...reads]) expect(paths, `${read} asked before the first render`).toContain(read);
  });
}
