/**
 * What `bench:repeat-visit` waits for on each page: the app's own content in
 * `#root`, never the old stand-in layer (`#prerendered`, its own
 * `<main><h1>` beside the root), so the figure is the moment a visitor sees
 * the real page, whether the server drew it or the browser did.
 *
 * The probe runs before the page's scripts and checks once per animation
 * frame; the first frame in which every selector matches a laid-out element
 * (and the first one holds `text`) is the «ready» time from navigation
 * start. Chromium runs no frame before the page may paint (render-blocking
 * styles loaded), so server markup counts when it is shown, not when it is
 * parsed: a test page whose stylesheet took 2 s read ready at 2 210 ms, its
 * first contentful paint at 2 224 ms.
 */
import type { BrowserContext } from '@playwright/test';
import { throttlePage } from './slow-4g.ts';

export interface ReadySpec {
  /** All must match an element with a non-zero box. */
  selectors: string[];
  /** Text the first selector's element must contain. */
  text?: string;
}

export interface VisitRow {
  name: 'lot' | 'home' | 'catalogue';
  what: string;
  path: string;
  ready: ReadySpec;
}

export const ROW_NAMES = ['lot', 'home', 'catalogue'] as const;

/** The rows for a server; the lot is the first of `/api/apartments/` (equal seeds give equal lots on both A/B sides). */
export function visitRows(lotPath: string): VisitRow[] {
  return [
    // The app's lot title carries the number («Квартира-студия № 257»); its error states do not.
    {
      name: 'lot',
      what: 'lot heading (#root main h1 with «№»)',
      path: lotPath,
      ready: { selectors: ['#root main h1'], text: '№' },
    },
    { name: 'home', what: 'hero heading (#root main h1)', path: '/', ready: { selectors: ['#root main h1'] } },
    {
      name: 'catalogue',
      what: 'heading and first lot card link (#root main article h2/h3 a)',
      path: '/lots',
      ready: { selectors: ['#root main h1', '#root main article :is(h2, h3) a[href]'] },
    },
  ];
}

interface ProbeWindow {
  __readyAt?: number;
  __lcp?: number;
}

/**
 * The init script's source. Plain text, not a function handed to
 * Playwright: tsx names inner functions with a `__name` helper the page
 * does not have.
 */
export function probeScript(spec: ReadySpec): string {
  return `(() => {
  const spec = ${JSON.stringify(spec)};
  const probe = window;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.__lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  function laidOut(selector, text) {
    return Array.from(document.querySelectorAll(selector)).some((element) => element.getBoundingClientRect().height > 0 && (!text || (element.textContent || '').includes(text)));
  }
  function tick() {
    if (spec.selectors.every((selector, index) => laidOut(selector, index === 0 ? spec.text : undefined))) probe.__readyAt = performance.now();
    else requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})();`;
}

export interface VisitSample {
  /** ms from navigation start to the first frame with the row's content; null: not within the timeout. */
  ready: number | null;
  lcp: number | null;
}

/** One throttled visit in a new tab of `context` (whose init scripts hold the probe). */
export async function visit(context: BrowserContext, url: string): Promise<VisitSample> {
  const page = await context.newPage();
  try {
    await throttlePage(page);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    const ready = await page
      .waitForFunction(() => (window as unknown as ProbeWindow).__readyAt !== undefined, undefined, { timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (!ready) console.warn(`[bench] ${url}: the row's content did not show within 60 s after load`);
    // LCP settles once the pictures are painted.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return await page.evaluate(() => {
      const probe = window as unknown as ProbeWindow;
      return { ready: probe.__readyAt ?? null, lcp: probe.__lcp ?? null };
    });
  } finally {
    await page.close();
  }
}
