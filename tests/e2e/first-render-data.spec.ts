/**
 * A page's data before its first render (decision 023), in the two ways a
 * page starts (issue 31, decision 032).
 *
 * The server's page: the server ran the route loaders and drew the page with
 * their answers, so the first HTML holds no loading state (skeleton, busy
 * list, «Загружаем…»), hydrating it draws none, and the browser asks none of
 * the page's public reads on arrival (they came in the page's state block).
 * It asks the visitor's own lists, favourites and comparison, once each once
 * hydrated; nothing is asked twice.
 *
 * The client-drawn page (the offline shell, `/index.html` with an empty
 * `#root`, which the worker serves for any address): the route loaders ask
 * what the shell and the screen show and the router waits for the answers,
 * so the app draws the page once, complete: every read starts before the
 * app's first frame, none is asked twice and no loading state is ever drawn.
 */
import { test, expect, type Page } from '@playwright/test';
import { firstHtml, hydrated } from './helpers/first-html.ts';
import { findSamples, type Samples } from './helpers/samples.ts';

let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

const PAGES: Array<{ name: string; path: (found: Samples) => string; reads: readonly string[] }> = [
  { name: 'home', path: () => '/', reads: ['/api/main_page/', '/api/action_timers/'] },
  {
    name: 'catalogue',
    path: () => '/lots',
    reads: ['/api/apartments/', '/api/apartments/facets/', '/api/apartments/specs/'],
  },
  { name: 'lot page', path: (found) => `/lots/${found.lot}`, reads: [] },
  {
    name: 'project page',
    path: (found) => `/projects/${found.project}`,
    reads: ['/api/project-infra/', '/api/project-teams/'],
  },
  {
    name: 'mortgage',
    path: () => '/purchase/mortgage',
    reads: ['/api/purchase/', '/api/purchase/mortgage/', '/api/mortgage/', '/api/mortgage/facets/'],
  },
  // The company and content pages: their data arriving after a first draw moved everything under it (CLS up to 0.5).
  {
    name: 'tenders',
    path: () => '/tenders',
    // The unfiltered list is also the offer form's choice of tenders: one read for both.
    reads: ['/api/tenders_page/', '/api/tenders/', '/api/tenders/facets/'],
  },
  {
    name: 'tenders filtered by the address',
    path: () => '/tenders?status=closed',
    reads: ['/api/tenders_page/', '/api/tenders/facets/'],
  },
  {
    name: 'vacancies',
    path: () => '/vacancies',
    reads: ['/api/vacancy_page/', '/api/vacancy/', '/api/vacancy/facets/', '/api/vacancies/'],
  },
  { name: 'documents', path: () => '/documents', reads: ['/api/documents/', '/api/documents/facets/'] },
  { name: 'news', path: () => '/news', reads: ['/api/articles/', '/api/articles/facets/'] },
  { name: 'about', path: () => '/about', reads: ['/api/about/', '/api/about/team/', '/api/about/team/facets/'] },
  {
    name: 'about with a department picked',
    path: () => '/about?department=sales',
    reads: ['/api/about/', '/api/about/team/facets/'],
  },
  {
    name: 'partners',
    path: () => '/partners',
    reads: ['/api/partners_page/', '/api/partners_page/partners_type/', '/api/partners_page/partners/'],
  },
  { name: 'anti-corruption', path: () => '/anti-corruption', reads: ['/api/anti_corruption/'] },
  { name: 'privacy policy', path: () => '/policy', reads: ['/api/privacy_policy/'] },
];

const API_DELAY_MS = 300;

/** What every page of the default layout shows from the API: the same for every visitor. */
const PUBLIC_SHELL_READS = [
  '/api/info/',
  '/api/projects/header_list/',
  '/api/promo-forms/',
  '/api/tech/',
  '/api/seo/pages/',
];
/** The visitor's own lists: never in the server's shared page, asked by the browser. */
const VISITOR_READS = ['/api/favorites/', '/api/comparison/'];

/**
 * A loading state. Self-contained: it runs in Node on the sent HTML (happy-dom) and,
 * through its source, in the page's init script.
 */
function isLoading(element: Element): boolean {
  // A page form's code loads after the page by design (decision 015): its placeholder is not the page's data.
  if (/^Загружаем форму/.test(element.textContent ?? '')) return false;
  return (
    element.getAttribute('aria-busy') === 'true' ||
    /skeleton/i.test(element.getAttribute('class') ?? '') ||
    /Загружаем/.test(element.getAttribute('aria-label') ?? '') ||
    (element.getAttribute('role') === 'status' && /Загружаем/.test(element.textContent ?? ''))
  );
}

const describeElement = (element: Element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;

/** Watches `#root` from the first byte: when the app first draws into it, and whether a loading state ever appears. */
function firstRenderProbe(loading: (element: Element) => boolean) {
  const probe = { drawnAt: null as number | null, loading: [] as string[] };
  (window as unknown as { __firstRender: typeof probe }).__firstRender = probe;
  new MutationObserver((records) => {
    const root = document.getElementById('root');
    if (!root) return;
    if (probe.drawnAt === null && root.firstElementChild) probe.drawnAt = performance.now();
    for (const record of records) {
      for (const node of [record.target, ...Array.from(record.addedNodes)]) {
        if (!(node instanceof Element) || !root.contains(node)) continue;
        for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) {
          if (loading(element))
            probe.loading.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
}

/** The probe in the page, API answers a little late (as on a real network), and the GET reads counted by address. */
async function arrive(page: Page): Promise<Map<string, number>> {
  await page.addInitScript({ content: `(${firstRenderProbe.toString()})(${isLoading.toString()});` });
  // A page that drew before its data would draw its loading states.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
  });
  return asked;
}

const readProbe = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { __firstRender: { drawnAt: number | null; loading: string[] } }).__firstRender,
    started: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => ({ url: new URL(entry.name).pathname + new URL(entry.name).search, at: entry.startTime })),
  }));

for (const { name, path, reads } of PAGES) {
  test(`${name}: the server's page comes with its data, hydrates without a loading state and asks only the visitor's lists`, async ({
    page,
    request,
  }) => {
    const address = path(samples);
    const sent = await firstHtml(request, address);
    expect(sent.html, 'a server-rendered page').toContain('id="app-state"');
    expect(
      Array.from(sent.root.querySelectorAll('*')).filter(isLoading).map(describeElement),
      'loading states in the first HTML',
    ).toEqual([]);

    const asked = await arrive(page);
    await page.goto(address);
    await hydrated(page);
    await expect(page.locator('#root h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const { loading } = await readProbe(page);
    expect(loading, 'loading states drawn while loading and hydrating').toEqual([]);
    for (const [url, count] of asked) expect(count, `requests for ${url}`).toBe(1);
    const paths = [...asked.keys()].map((url) => url.replace(/\?.*$/, ''));
    for (const read of [...PUBLIC_SHELL_READS, ...reads])
      expect(paths, `${read} asked by the browser`).not.toContain(read);
    for (const read of VISITOR_READS)
      expect(
        paths.filter((asked) => asked === read),
        `${read} asked once hydrated`,
      ).toHaveLength(1);
  });

  test(`${name}: drawn by the browser from the shell, the first render has its data and asks each read once`, async ({
    page,
    request,
  }) => {
    const address = path(samples);
    const shell = await (await request.get('/index.html')).text();
    expect(shell, 'the shell is drawn by the browser').not.toContain('id="app-state"');
    const asked = await arrive(page);
    // What the worker's navigation fallback does (decision 011): the shell for any address.
    await page.route(
      (url) => url.pathname === new URL(address, 'http://x').pathname,
      (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: shell })
          : route.fallback(),
    );
    await page.goto(address);
    await hydrated(page, 'client');
    await expect(page.locator('#root h1').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    const { drawnAt, loading, started } = await readProbe(page);
    expect(drawnAt, 'the app drew').not.toBeNull();
    expect(loading, 'loading states drawn on the first load').toEqual([]);
    for (const [url, count] of asked) expect(count, `requests for ${url}`).toBe(1);
    const late = started.filter((entry) => entry.at > drawnAt!).map((entry) => entry.url);
    expect(late, 'reads started after the first render').toEqual([]);
    const paths = started.map((entry) => entry.url.replace(/\?.*$/, ''));
    for (const read of [...PUBLIC_SHELL_READS, ...VISITOR_READS, ...reads])
      expect(paths, `${read} asked before the first render`).toContain(read);
  });
}
