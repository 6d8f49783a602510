/**
 * Layout stability (issue 9): the five measured pages and two secondary
 * ones load without moving — cumulative layout shift at most 0.05 (Lighthouse's «good» is 0.1; the
 * budget is half of it). CLS is the sum of the `layout-shift` entries not
 * caused by input, read with a buffered PerformanceObserver once the page
 * has settled: its heading drawn, the server's page hydrated, the network
 * idle, fonts and pictures loaded.
 *
 * Shifts show when things arrive late — web fonts, pictures, API data after
 * the skeleton — so the pages load over a slow mobile network (Lighthouse's
 * «Slow 4G» figures, emulated by Chromium) on a phone and a desktop screen.
 * This is a quality figure, not a speed one: the network only orders the
 * arrivals the way real visitors see them. A failure names the elements
 * that moved.
 *
 * A returning visitor is measured too (issue 31): the server's page is the
 * same for everyone, and the visitor's own favourites, comparison and visited
 * lots (IndexedDB, the server's lists) arrive after hydration; they must not
 * move what is drawn. The `lots-view=list` cookie makes the server draw the
 * catalogue as the list the visitor chose.
 */
import { test, expect, type Page } from '@playwright/test';
import { LOTS_VIEW_COOKIE } from '../../src/lib/render/visitor-hints.ts';
import { hydrated } from './helpers/first-html.ts';
import { findSamples, type Samples } from './helpers/samples.ts';
import { becomeReturningVisitor } from './helpers/returning-visitor.ts';

const MAX_CLS = 0.05;

const VIEWPORTS = {
  // Lighthouse's mobile screen (Moto G Power).
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

const PAGES: Array<{ name: string; path: (samples: Samples) => string }> = [
  { name: 'home', path: () => '/' },
  { name: 'catalogue', path: () => '/lots' },
  { name: 'lot page', path: (samples) => `/lots/${samples.lot}` },
  { name: 'project page', path: (samples) => `/projects/${samples.project}` },
  { name: 'mortgage', path: () => '/purchase/mortgage' },
  // Secondary pages whose data once arrived after the first draw and pushed the page down (CLS 0.28–0.53).
  { name: 'tenders', path: () => '/tenders' },
  { name: 'about', path: () => '/about' },
];

interface Shift {
  value: number;
  sources: string[];
}

let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Records every shift not caused by input, with the elements that moved, from the first byte. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const classes = Array.from(node.classList).slice(0, 2).join('.');
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` «${text}»` : ''}`;
    };
    new PerformanceObserver((list) => {
      type LayoutShift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node }>;
      };
      for (const shift of list.getEntries() as LayoutShift[]) {
        if (shift.hadRecentInput) continue;
        shifts.push({ value: shift.value, sources: (shift.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settledShifts(page: Page): Promise<Shift[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // Slow 4G on a shared machine: the scripts alone can take 10 s to arrive.
  await hydrated(page, 'server', 40_000);
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');
    await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
    // Two frames: whatever the last arrival changed has been laid out and reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** Loads `path` over the slow network and checks the shifts once it has settled. */
async function expectStable(page: Page, path: string, screen: string) {
  await slowNetwork(page);
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response?.status(), path).toBe(200);
  const shifts = await settledShifts(page);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n');
  expect(cls, `${path} on a ${screen} moved:\n${report}`).toBeLessThanOrEqual(MAX_CLS);
}

for (const [screen, device] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use(device);

    for (const entry of PAGES) {
      test(`${entry.name} loads with CLS ≤ ${MAX_CLS}`, async ({ page }) => {
        test.setTimeout(60_000);
        await watchShifts(page);
        await expectStable(page, entry.path(samples), screen);
      });
    }
  });
}

for (const [screen, device] of Object.entries(VIEWPORTS)) {
  test.describe(`a returning visitor on a ${screen}`, () => {
    test.use(device);

    for (const entry of PAGES.filter((page) => page.name === 'catalogue' || page.name === 'lot page')) {
      test(`${entry.name} with favourites, comparison, visited lots and the list view loads with CLS ≤ ${MAX_CLS}`, async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        await becomeReturningVisitor(page, Number(samples.lot));
        await context.addCookies([{ name: LOTS_VIEW_COOKIE, value: 'list', url: page.url() }]);
        await watchShifts(page);
        await expectStable(page, entry.path(samples), screen);
      });
    }
  });
}
