/**
 * `npm run bench:repeat-visit`: what a visitor waits for — the first visit
 * against a repeat visit controlled by the service worker (issue 6), in
 * Debian's Chromium with Lighthouse's slow-4G profile applied through CDP to
 * the page and, when it can be reached, to the worker's own target
 * (lib/slow-4g.ts). Rows (BENCH_ROWS, default `lot,home,catalogue`):
 * - lot: the first lot of `/api/apartments/`, ready when the app's lot
 *   heading (`#root main h1` with «№») is shown;
 * - home: `/`, ready when the hero heading in `#root` is shown;
 * - catalogue: `/lots`, ready when its heading and the first lot card link
 *   in `#root` are shown.
 * Only content inside `#root` counts (lib/visit-probe.ts): the old stand-in
 * layer's heading is not the page. Prints per row the median time to
 * «ready» and LCP on the first and on the repeat visit (BENCH_RUNS fresh
 * browser contexts, default 3), beside issue 31's aims (first ≤ 1.5 s,
 * repeat ≤ 0.5 s); asserts nothing (machines differ).
 *
 * Starts its own server (fresh database in a temporary DATA_DIR, like the e2e
 * run) on BENCH_PORT (4503) from DIST_DIR (default `dist`), building first
 * (`npm run build`) if that folder holds no build. BENCH_AB=<dir> (or `-- --ab <dir>`) also serves
 * another commit's checkout on BENCH_AB_PORT (BENCH_PORT + 1) with the same
 * seed and measures both interleaved, A B A B, per row and run, then prints
 * the difference of the medians (recipe in lib/ab.ts).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/helpers/env.ts';
import { startBenchServer } from './bench-server.ts';
import { benchSides, describeSide } from './lib/ab.ts';
import { ensureBuilt, warnWithoutRenderBundle } from './lib/server-process.ts';
import { throttleWorkers } from './lib/slow-4g.ts';
import { probeScript, ROW_NAMES, visit, visitRows, type VisitRow, type VisitSample } from './lib/visit-probe.ts';
import { printVisitTables } from './lib/visit-report.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4503);
const AB_PORT = Number(process.env.BENCH_AB_PORT ?? PORT + 1);
const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ROWS = (process.env.BENCH_ROWS ?? ROW_NAMES.join(',')).split(',').filter(Boolean);

/** One fresh context: the first visit, the worker installed, then the repeat visit under the worker. */
async function firstAndRepeat(
  browser: Browser,
  origin: string,
  row: VisitRow,
): Promise<{ first: VisitSample; repeat: VisitSample; workers: number }> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 915 } });
  try {
    await context.addInitScript({ content: probeScript(row.ready) });
    await context.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
    const url = `${origin}${row.path}`;
    const first = await visit(context, url);
    // The app registers the worker after load in production builds; register here too if it has not.
    const warm = await context.newPage();
    await warm.goto(`${origin}/robots.txt`);
    await warm.goto(url);
    await warm.evaluate(async () => {
      if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    await warm.close();
    const workers = await throttleWorkers(browser, origin);
    return { first, repeat: await visit(context, url), workers };
  } finally {
    await context.close();
  }
}

async function main() {
  const unknown = ROWS.filter((name) => !(ROW_NAMES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_ROWS: unknown ${unknown.join(', ')} (${ROW_NAMES.join(', ')})`);
  ensureBuilt(DIST_DIR);
  const sides = benchSides(DIST_DIR);
  for (const side of sides.slice(1)) warnWithoutRenderBundle(side.distDir, side.checkout);
  const servers: Array<{ kill(signal: NodeJS.Signals): boolean }> = [];
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
  try {
    const running = [];
    for (const [index, side] of sides.entries()) {
      const port = index === 0 ? PORT : AB_PORT;
      const origin = `http://127.0.0.1:${port}`;
      console.log(`[bench] serving ${describeSide(side)} on ${origin}…`);
      servers.push(
        await startBenchServer({
          port,
          origin,
          distDir: side.distDir,
          cwd: side.checkout,
          env: { PRODUCTION_HOST: 'severin-dev.ru' },
        }),
      );
      const list = (await (await fetch(`${origin}/api/apartments/?page_size=1`)).json()) as {
        results: Array<{ url: string }>;
      };
      const rows = visitRows(list.results[0]!.url).filter((row) => ROWS.includes(row.name));
      running.push({ side, origin, rows, samples: new Map<string, { first: VisitSample[]; repeat: VisitSample[] }>() });
    }
    console.log(
      `[bench] load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}; ${RUNS} run(s) per row, slow 4G (150 ms, 1.6 Mbit/s ↓, 750 kbit/s ↑)`,
    );
    let workersThrottled = 0;
    for (let run = 0; run < RUNS; run += 1) {
      for (const [rowIndex, rowName] of running[0]!.rows.map((row) => row.name).entries()) {
        // Interleaved, A B A B: drift of the shared machine falls on both sides alike.
        for (const { side, origin, rows, samples } of running) {
          const row = rows[rowIndex]!;
          const { first, repeat, workers } = await firstAndRepeat(browser, origin, row);
          workersThrottled = Math.max(workersThrottled, workers);
          const kept = samples.get(rowName) ?? { first: [], repeat: [] };
          kept.first.push(first);
          kept.repeat.push(repeat);
          samples.set(rowName, kept);
          const show = (sample: VisitSample) =>
            sample.ready === null ? 'not ready' : `${Math.round(sample.ready)} ms`;
          console.log(
            `[bench] run ${run + 1}/${RUNS} ${running.length > 1 ? `${side.label} ` : ''}${rowName} ${row.path}: first ${show(first)}, repeat ${show(repeat)}`,
          );
        }
      }
    }
    console.log(`[bench] worker target throttled: ${workersThrottled > 0 ? 'yes' : 'no (page only)'}`);
    printVisitTables(running.map(({ side, rows, samples }) => ({ side, rows, samples })));
    console.log(
      `[bench] load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
    );
  } finally {
    await browser.close();
    for (const server of servers) server.kill('SIGTERM');
  }
}

await main();
