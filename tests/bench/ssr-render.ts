/**
 * `npm run bench:ssr`: what the server render of a lot page costs when the
 * render cache misses (issue 31's aim: p95 ≤ 30 ms at 20 000 lots).
 *
 * Starts the production server (lib/server-process.ts) on a port of
 * BENCH_PORT_FROM–BENCH_PORT_TO (4510–4514) with BENCH_LOTS lots (20 000),
 * a fresh PGlite folder (BENCH_DATA_DIR to reuse a seeded one), the render
 * cache off (`HTML_CACHE_MB=0`, the server's switch; `HTML_CACHE=off` too, the
 * plan's name for it) and no picture warm-up, from DIST_DIR
 * (default `dist`, built when missing). Then, one request at a time (no
 * other load), asks for BENCH_WARMUP_PAGES lot pages to warm the JIT and
 * BENCH_PAGES (500) other distinct lot pages, spread over the sitemap's
 * lots, as a browser would (`Accept: text/html`, gzip/br). Per answer it
 * reads `Server-Timing: render;dur=<ms>` (the render, set by the server on a
 * miss) and times the whole response (first byte to the last, client side).
 *
 * Prints p50/p95/max of both with the aim beside and the load average
 * around the run; writes tests/bench/out/ssr-render.json. A server without
 * the header (today's main, before issue 31) still gets its response times.
 * BENCH_PROFILE=1 runs the server with `--cpu-prof` into
 * tests/bench/out/prof-ssr/ (written at its graceful stop).
 * Exit code 1 when a page failed or the render p95 misses the aim.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pgliteTarget } from './lib/db-targets.ts';
import { allLotPaths } from './lib/lot-paths.ts';
import { freePortIn, loadAverage, machineLine } from './lib/machine.ts';
import { ensureBuilt, root, startServer } from './lib/server-process.ts';

const LOTS = Number(process.env.BENCH_LOTS ?? 20_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const WARMUP_PAGES = Number(process.env.BENCH_WARMUP_PAGES ?? 20);
const PORTS = [Number(process.env.BENCH_PORT_FROM ?? 4510), Number(process.env.BENCH_PORT_TO ?? 4514)] as const;
const AIM_P95_MS = 30;
const PROFILE = process.env.BENCH_PROFILE === '1';
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const outDir = path.join(root, 'tests', 'bench', 'out');

interface Sample {
  path: string;
  status: number;
  /** `render;dur` of Server-Timing, null when the server sent none. */
  renderMs: number | null;
  /** `cache;desc` of Server-Timing (hit / miss), null when absent. */
  cache: string | null;
  totalMs: number;
}

/** `render;dur=12.3, cache;desc=miss` → { render: 12.3, cache: 'miss' } (issue 31's names; `ssr` read as `render`). */
function parseServerTiming(header: string | null): { renderMs: number | null; cache: string | null } {
  let renderMs: number | null = null;
  let cache: string | null = null;
  for (const metric of (header ?? '').split(',')) {
    const [name, ...params] = metric
      .trim()
      .split(';')
      .map((part) => part.trim());
    const param = (key: string) =>
      params
        .find((item) => item.startsWith(`${key}=`))
        ?.slice(key.length + 1)
        .replace(/^"|"$/g, '');
    if ((name === 'render' || name === 'ssr') && param('dur') !== undefined) renderMs = Number(param('dur'));
    if (name === 'cache') cache = param('desc') ?? null;
  }
  return { renderMs: renderMs !== null && Number.isFinite(renderMs) ? renderMs : null, cache };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, count: sorted.length };
}

/** `count` paths spread evenly over `all`, each `offset` places after its stride's start. */
const spread = (all: string[], count: number, offset: number) =>
  Array.from(
    { length: Math.min(count, all.length) },
    (_, index) => all[(Math.floor((index * all.length) / Math.min(count, all.length)) + offset) % all.length]!,
  );

async function request(base: string, pagePath: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${base}${pagePath}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
  });
  await response.arrayBuffer();
  const totalMs = performance.now() - started;
  return {
    path: pagePath,
    status: response.status,
    ...parseServerTiming(response.headers.get('server-timing')),
    totalMs,
  };
}

async function main(): Promise<boolean> {
  ensureBuilt(distDir);
  mkdirSync(outDir, { recursive: true });
  const target = pgliteTarget();
  const port = await freePortIn(...PORTS);
  const logFile = path.join(outDir, 'ssr-render-server.log');
  console.log(
    `Машина: ${machineLine()}; ${target.describe}, ${LOTS} лотов, порт ${port}, сборка ${distDir}, HTML_CACHE_MB=0`,
  );
  const started = performance.now();
  const server = await startServer({
    port,
    logFile,
    nodeFlags: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(outDir, 'prof-ssr')}`] : [],
    env: {
      ...target.env,
      DIST_DIR: distDir,
      SEED_LOTS: String(LOTS),
      HTML_CACHE_MB: '0',
      HTML_CACHE: 'off',
      IMAGE_WARMUP: 'off',
      LEAD_DELIVERY: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    console.log(
      `Сервер готов за ${((performance.now() - started) / 1000).toFixed(1)} с; лог ${path.relative(root, logFile)}`,
    );
    const all = await allLotPaths(server.base);
    const stride = Math.max(1, Math.floor(all.length / Math.max(1, PAGES)));
    const measured = spread(all, PAGES, 0);
    // The warm-up's pages sit between the measured ones, so none of them is measured warm.
    const warmup = stride > 1 ? spread(all, WARMUP_PAGES, Math.floor(stride / 2)) : [];
    for (const pagePath of warmup) await request(server.base, pagePath);
    const loadBefore = loadAverage();
    const samples: Sample[] = [];
    for (const pagePath of measured) samples.push(await request(server.base, pagePath));
    const loadAfter = loadAverage();
    const failed = samples.filter((sample) => sample.status !== 200);
    const render = stats(samples.flatMap((sample) => (sample.renderMs === null ? [] : [sample.renderMs])));
    const total = stats(samples.map((sample) => sample.totalMs));
    const hits = samples.filter((sample) => sample.cache === 'hit').length;
    const row = (figures: ReturnType<typeof stats>, aim: string) =>
      figures
        ? {
            p50: figures.p50.toFixed(1),
            p95: figures.p95.toFixed(1),
            max: figures.max.toFixed(1),
            ответов: figures.count,
            цель: aim,
          }
        : { p50: '—', p95: '—', max: '—', ответов: 0, цель: aim };
    console.log(
      `\nСтраницы лотов без кэша: ${samples.length} разных из ${all.length}, по одной; мс; load average ${loadBefore} → ${loadAfter}`,
    );
    console.table({
      'render (Server-Timing)': row(
        render,
        render ? `p95 ≤ ${AIM_P95_MS} ${render.p95 <= AIM_P95_MS ? '✓' : '✗'}` : 'нет заголовка',
      ),
      'ответ целиком': row(total, ''),
    });
    if (!render)
      console.log('Сервер не прислал Server-Timing: render;dur — сервер до issue 31; выше только время ответа.');
    const outcomes = new Map<string, number>();
    for (const sample of samples) outcomes.set(sample.cache ?? 'нет', (outcomes.get(sample.cache ?? 'нет') ?? 0) + 1);
    console.log(`Server-Timing cache;desc: ${[...outcomes].map(([cache, count]) => `${cache} ${count}`).join(', ')}`);
    if (hits) console.log(`✗ ${hits} ответов из кэша (cache;desc=hit): HTML_CACHE_MB=0 не действует`);
    if (failed.length)
      console.log(
        `✗ ${failed.length} ответов не 200: ${failed
          .slice(0, 5)
          .map((sample) => `${sample.path} ${sample.status}`)
          .join(', ')}`,
      );
    const file = path.join(outDir, 'ssr-render.json');
    const json = {
      date: new Date().toISOString(),
      machine: machineLine(),
      lots: LOTS,
      pages: samples.length,
      warmupPages: warmup.length,
      loadAverage: { before: loadBefore, after: loadAfter },
      renderMs: render,
      totalMs: total,
      cacheHits: hits,
      failed: failed.length,
      aimP95Ms: AIM_P95_MS,
    };
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`JSON: ${path.relative(root, file)}`);
    return failed.length === 0 && hits === 0 && (!render || render.p95 <= AIM_P95_MS);
  } finally {
    await server.stop();
    target.cleanup();
  }
}

if (!(await main())) process.exitCode = 1;
