/**
 * `npm run bench:repeat-visit`: a lot page's first visit against a repeat
 * visit controlled by the service worker (issue 6), in Debian's Chromium with
 * Lighthouse's slow-4G profile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up)
 * applied through CDP to the page and, when it can be reached, to the
 * worker's own target. Prints time to the lot heading and LCP for both and
 * the ratio; asserts nothing about timing (machines differ).
 *
 * Starts its own server (fresh database in a temporary DATA_DIR, like the e2e
 * run) on BENCH_PORT (4503) from DIST_DIR (default `dist`), building first if
 * that folder holds no build. BENCH_RUNS (default 3) fresh browser contexts;
 * medians are reported.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/helpers/env.ts';
import { startBenchServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4503);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

/** Lighthouse «slow 4G» (its mobile default throttling), in CDP units: ms and bytes per second. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Sample {
  heading: number;
  lcp: number | null;
}

function ensureBuild() {
  if (existsSync(path.join(DIST_DIR, 'index.html'))) return;
  console.log(`[bench] no build in ${DIST_DIR}: building…`);
  const built = spawnSync('npx', ['vite', 'build', '--outDir', DIST_DIR, '--emptyOutDir'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

/** Records when the lot heading appears and the latest LCP entry, from navigation start. */
const PROBE = () => {
  const probe = window as unknown as { __headingAt?: number; __lcp?: number };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.__lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => {
    const heading = document.querySelector('main h1');
    if (heading && probe.__headingAt === undefined && heading.getBoundingClientRect().height > 0) probe.__headingAt = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

async function throttlePage(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  return session;
}

/**
 * The worker fetches from its own target; page throttling does not reach it.
 * Attach (non-flat) from the browser session and throttle there too.
 */
async function throttleWorkers(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string; url: string }> };
  // Answers of the worker target arrive as events; an `error` in the throttling answer means it did not apply.
  const answers = new Map<string, { id?: number; error?: unknown }>();
  session.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    const answer = JSON.parse(event.message) as { id?: number; error?: unknown };
    if (answer.id === 2) answers.set(event.sessionId, answer);
  });
  const sessions: string[] = [];
  for (const target of targetInfos.filter((info) => info.type === 'service_worker' && info.url.startsWith(ORIGIN))) {
    const { sessionId } = (await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
    for (const [id, method, params] of [
      [1, 'Network.enable', {}],
      [2, 'Network.emulateNetworkConditions', SLOW_4G],
    ] as const) {
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    }
    sessions.push(sessionId);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sessions.filter((id) => answers.has(id) && !answers.get(id)!.error).length;
}

async function visit(context: BrowserContext, url: string): Promise<Sample> {
  const page = await context.newPage();
  await throttlePage(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  // LCP settles once the plan is painted.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const sample = await page.evaluate(() => {
    const probe = window as unknown as { __headingAt?: number; __lcp?: number };
    return { heading: probe.__headingAt ?? performance.now(), lcp: probe.__lcp ?? null };
  });
  await page.close();
  return sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} мс`);

async function main() {
  ensureBuild();
  const server = await startBenchServer({ port: PORT, origin: ORIGIN, distDir: DIST_DIR, env: { PRODUCTION_HOST: 'severin-dev.ru' } });
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
  try {
    const list = (await (await fetch(`${ORIGIN}/api/apartments/?page_size=1`)).json()) as { results: Array<{ url: string }> };
    const lotUrl = `${ORIGIN}${list.results[0]!.url}`;
    console.log(`[bench] lot page ${lotUrl}, ${RUNS} run(s), slow 4G (150 ms, 1.6 Mbit/s ↓, 750 kbit/s ↑)`);
    const first: Sample[] = [];
    const repeat: Sample[] = [];
    let workerThrottled = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 915 } });
      await context.addInitScript(PROBE);
      await context.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
      first.push(await visit(context, lotUrl));
      // The app registers the worker after load in production builds; register here too if it has not.
      const warm = await context.newPage();
      await warm.goto(`${ORIGIN}/robots.txt`);
      await warm.goto(lotUrl);
      await warm.evaluate(async () => {
        if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
        await navigator.serviceWorker.ready;
      });
      await warm.close();
      workerThrottled = await throttleWorkers(browser);
      repeat.push(await visit(context, lotUrl));
      await context.close();
    }
    const firstHeading = median(first.map((sample) => sample.heading));
    const repeatHeading = median(repeat.map((sample) => sample.heading));
    const lcps = (samples: Sample[]) => samples.map((sample) => sample.lcp).filter((value): value is number => value !== null);
    const firstLcp = lcps(first).length ? median(lcps(first)) : null;
    const repeatLcp = lcps(repeat).length ? median(lcps(repeat)) : null;
    console.log(`[bench] worker target throttled: ${workerThrottled > 0 ? 'yes' : 'no (page only)'}`);
    console.table({
      'first visit': { 'lot heading': ms(firstHeading), LCP: ms(firstLcp) },
      'repeat visit (worker)': { 'lot heading': ms(repeatHeading), LCP: ms(repeatLcp) },
      'repeat / first': {
        'lot heading': (repeatHeading / firstHeading).toFixed(2),
        LCP: firstLcp && repeatLcp ? (repeatLcp / firstLcp).toFixed(2) : '—',
      },
    });
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
