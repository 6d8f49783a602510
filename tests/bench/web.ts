/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on
 * the built app, for the measured-budgets issue. Pages: `/`, `/lots`, the
 * first lot (`/api/apartments/?page_size=1`), the first project
 * (`/api/projects/`) and `/purchase/mortgage`.
 *
 * Serves the current build (DIST_DIR, default `dist`; run `npm run build`
 * first) through `tests/e2e/start-server.ts` with a fresh demo database
 * (BENCH_LOTS, 2000 lots) on a free local port. The server runs as the
 * production stage of its own address (PRODUCTION_HOST=127.0.0.1,
 * PUBLIC_ORIGIN = that origin), so pages are indexable and canonical to
 * themselves, as on the real host; none of the pages is behind the route guard.
 *
 * Launches Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with
 * `--remote-debugging-port` and a fresh profile for every run and hands the
 * port to Lighthouse's node API.
 * `--runs N` (default 1) runs every page N times and reports medians, and the
 * lowest and highest performance score of the runs; the failed audits come
 * from the run with the median performance score. A run in which Lighthouse
 * recorded no page load (NO_NAVSTART, no scores) is tried again, up to three
 * times.
 * `--pages home,lots` measures only the named pages; `--lhr` also keeps every
 * run's full Lighthouse report (`tests/bench/out/lhr-<page>-<run>.json`) for
 * digging into main-thread work, long tasks and bootup time.
 * `--ab <dir>` (or BENCH_AB) also serves another commit's checkout and build
 * (side B; the worktree recipe is in lib/ab.ts) beside this one (side A),
 * both with the same seed, and runs them interleaved, A B A B, per page and
 * run; it prints each side's table and the medians' difference A − B
 * (`tests/bench/out/web-ab-<date>.json`). Compare builds only this way: the
 * machine's speed drifts between sessions.
 *
 * Prints one table of scores and LCP/TBT/CLS per page (with the range of
 * Lighthouse's CPU benchmark index over the runs, and a note when the
 * machine's speed varied by more than 20 %: on a shared VM that alone moves
 * the performance score) and the top 3 failed audits per page; writes everything to `tests/bench/out/web-<date>.json`.
 * Asserts nothing (machines differ; budgets are a later issue).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startBenchServer } from './bench-server.ts';
import { benchSides, describeSide, median, type BenchSide } from './lib/ab.ts';
import { printAbDifference } from './lib/web-ab-report.ts';
import { warnWithoutRenderBundle } from './lib/server-process.ts';
import { freePort } from '../ops/lib/server-process.ts';

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SEED_LOTS = process.env.BENCH_LOTS ?? '2000';
const OUT_DIR = path.resolve('tests/bench/out');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  id: string;
  title: string;
  category: string;
  score: number;
  /** Category points this audit costs (weighted audits only). */
  pointsLost: number;
  /** Largest estimated saving in ms (LCP, FCP, TBT or the opportunity's own). */
  savingsMs: number;
  displayValue?: string;
}

export interface RunFigures {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  failed: FailedAudit[];
  warnings: string[];
  lcpElement: string | null;
  benchmarkIndex: number | null;
}

export interface PageSummary {
  name: string;
  path: string;
  runs: number;
  median: Omit<RunFigures, 'failed' | 'warnings' | 'lcpElement' | 'benchmarkIndex'>;
  /** Every run's performance score, in run order (null: Lighthouse gave none). */
  performanceRuns: Array<number | null>;
  lcpElement: string | null;
  benchmarkIndex: number | null;
  /** Every run's CPU benchmark index: how fast the machine was during that run. */
  benchmarkIndexRuns: Array<number | null>;
  topFailed: FailedAudit[];
  failed: FailedAudit[];
  warnings: string[];
}

function parseRuns(argv: string[]): number {
  const raw = optionValue(argv, '--runs');
  if (raw === undefined) return 1;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a positive whole number, got ${raw}`);
  return runs;
}

/** Chromium with a remote-debugging port of its own choosing, read from its stderr. */
async function launchChromium(userDataDir: string): Promise<{ browser: ChildProcess; port: number }> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `no Chromium at ${CHROMIUM_PATH}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  // A process group of its own, so closing it also stops the helper processes that write the profile.
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, '--no-first-run', 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  // Detached, it would outlive an interrupted bench: stop its group with the bench.
  const stop = () => {
    try {
      if (browser.pid !== undefined) process.kill(-browser.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    process.exit(130);
  };
  process.once('SIGINT', stop);
  browser.once('exit', () => process.off('SIGINT', stop));
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a debugging port within 30 s:\n${seen}`)),
      30_000,
    );
    browser.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    browser.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${seen}`));
    });
  });
  return { browser, port };
}

/** Stops Chromium and its helpers, then removes its profile; a profile that cannot go is reported, not fatal. */
async function closeChromium(browser: ChildProcess, userDataDir: string): Promise<void> {
  if (browser.exitCode === null && browser.pid !== undefined) {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    try {
      process.kill(-browser.pid, 'SIGTERM');
    } catch {
      browser.kill('SIGTERM');
    }
    await exited;
  }
  try {
    // Helpers may still be flushing the cache for a moment after the browser exits.
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`[bench] could not remove ${userDataDir}: ${(error as Error).message}`);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The project page path from the route table (`/projects/:slug`, `/projects-commercial/:slug`). */
function projectPath(project: { slug: string; url?: string; kind?: string; is_commercial?: boolean }): string {
  if (project.url?.startsWith('/')) return project.url;
  return `/projects/${encodeURIComponent(project.slug)}`;
}

function optionValue(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function pagesToMeasure(origin: string): Promise<Array<{ name: string; path: string }>> {
  const lots = await getJson<{ results: Array<{ id: number; url: string }> }>(`${origin}/api/apartments/?page_size=1`);
  const lot = lots.results[0];
  if (!lot) throw new Error('/api/apartments/ returned no lots');
  const projects = await getJson<
    Array<{ slug: string; url?: string }> | { results: Array<{ slug: string; url?: string }> }
  >(`${origin}/api/projects/`);
  const project = (Array.isArray(projects) ? projects : projects.results)[0];
  if (!project) throw new Error('/api/projects/ returned no projects');
  return [
    { name: 'home', path: '/' },
    { name: 'lots', path: '/lots' },
    { name: 'lot', path: lot.url?.startsWith('/') ? lot.url : `/lots/${lot.id}` },
    { name: 'project', path: projectPath(project) },
    { name: 'mortgage', path: '/purchase/mortgage' },
  ];
}

const numeric = (lhr: Lhr, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

function savingsOf(audit: Lhr['audits'][string]): number {
  const metric = audit.metricSavings ?? {};
  const details = audit.details as { overallSavingsMs?: number } | undefined;
  return Math.max(0, details?.overallSavingsMs ?? 0, metric.LCP ?? 0, metric.FCP ?? 0, metric.TBT ?? 0);
}

/**
 * Failed = scored below 0.9 (informative, manual and not-applicable audits
 * and the metric audits themselves are left out). Ranked by a rough impact:
 * the category points a weighted audit costs, or for the weight-0
 * performance audits one point per 100 ms of estimated saving.
 */
function failedAudits(lhr: Lhr): FailedAudit[] {
  const failed = new Map<string, FailedAudit>();
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
    for (const ref of category.auditRefs) {
      // Metrics are in the table; hidden audits duplicate others (TTI, max FID); the LCP element is printed on its own.
      if (ref.group === 'metrics' || ref.group === 'hidden' || ref.id === 'largest-contentful-paint-element') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode)) continue;
      const pointsLost = (ref.weight / totalWeight) * (1 - audit.score) * 100;
      const entry: FailedAudit = {
        id: audit.id,
        title: audit.title,
        category: categoryId,
        score: audit.score,
        pointsLost: Math.round(pointsLost * 10) / 10,
        savingsMs: Math.round(savingsOf(audit)),
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      };
      if (!failed.has(audit.id)) failed.set(audit.id, entry);
    }
  }
  const impact = (audit: FailedAudit) => Math.max(audit.pointsLost, audit.savingsMs / 100);
  return [...failed.values()].sort((a, b) => impact(b) - impact(a) || a.score - b.score);
}

/** The LCP element's snippet (or selector) from the first node in the audit's details. */
function lcpElementOf(lhr: Lhr): string | null {
  const find = (value: unknown): { snippet?: string; selector?: string } | null => {
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (record.type === 'node') return record as { snippet?: string; selector?: string };
    for (const child of Object.values(record)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const node = find(lhr.audits['largest-contentful-paint-element']?.details);
  const text = node?.snippet ?? node?.selector ?? null;
  return text && text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

function figuresOf(lhr: Lhr): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    failed: failedAudits(lhr),
    lcpElement: lcpElementOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: [
      ...lhr.runWarnings,
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
    ],
  };
}

function summarise(name: string, pagePath: string, runs: RunFigures[]): PageSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<
    Category,
    number | null
  >;
  // Failed audits of the run whose performance score is the median one.
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const representative = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return {
    name,
    path: pagePath,
    runs: runs.length,
    median: {
      scores,
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      speedIndexMs: median(runs.map((run) => run.speedIndexMs)),
    },
    performanceRuns: runs.map((run) => run.scores.performance),
    lcpElement: representative.lcpElement,
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    benchmarkIndexRuns: runs.map((run) => run.benchmarkIndex),
    topFailed: representative.failed.slice(0, 3),
    failed: representative.failed,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const score = (value: number | null) => (value === null ? '—' : String(Math.round(value)));

/** Fastest / slowest run's CPU benchmark index above which the figures say more about the machine than the page. */
const NOISY_MACHINE_RATIO = 1.2;

/** Lowest–highest of the runs' scores, e.g. `95–99`, and how many runs gave none. */
function rangeOf(values: Array<number | null>): string {
  const known = values.filter((value): value is number => value !== null);
  const missing = values.length - known.length;
  const range = known.length ? `${Math.min(...known)}–${Math.max(...known)}` : '—';
  return missing ? `${range} (${missing} without)` : range;
}

function report(pages: PageSummary[], side?: BenchSide) {
  console.log(`\nLighthouse, mobile, simulated throttling (medians)${side ? `, side ${describeSide(side)}` : ''}`);
  console.table(
    Object.fromEntries(
      pages.map((page) => [
        `${page.name} ${page.path}`,
        {
          perf: score(page.median.scores.performance),
          'perf runs': rangeOf(page.performanceRuns),
          a11y: score(page.median.scores.accessibility),
          'best-pr.': score(page.median.scores['best-practices']),
          seo: score(page.median.scores.seo),
          LCP: ms(page.median.lcpMs),
          TBT: ms(page.median.tbtMs),
          CLS: page.median.cls === null ? '—' : page.median.cls.toFixed(3),
          FCP: ms(page.median.fcpMs),
          'CPU index': rangeOf(page.benchmarkIndexRuns.map((value) => (value === null ? null : Math.round(value)))),
        },
      ]),
    ),
  );
  // A shared VM's speed drifts (other guests): Lighthouse scales task times by it, so scores move with it.
  const indexes = pages.flatMap((page) => page.benchmarkIndexRuns).filter((value): value is number => value !== null);
  if (indexes.length > 1 && Math.max(...indexes) > NOISY_MACHINE_RATIO * Math.min(...indexes)) {
    console.log(
      `\nNote: the machine's speed varied between runs (CPU benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}): ` +
        'performance scores of the slow runs are lower for that reason alone; compare builds in the same session, interleaved (--ab).',
    );
  }
  console.log('\nTop failed audits per page (impact: category points lost, or 1 point per 100 ms of estimated saving)');
  for (const page of pages) {
    console.log(`\n${page.name} ${page.path} (CPU benchmark index ${page.benchmarkIndex ?? '—'})`);
    if (page.lcpElement) console.log(`  LCP element: ${page.lcpElement}`);
    if (page.topFailed.length === 0) console.log('  (none below 0.9)');
    for (const audit of page.topFailed) {
      const extra = [audit.category, `score ${audit.score.toFixed(2)}`];
      if (audit.pointsLost > 0) extra.push(`−${audit.pointsLost} pts`);
      if (audit.savingsMs > 0) extra.push(`saves ~${audit.savingsMs} ms`);
      if (audit.displayValue) extra.push(audit.displayValue);
      console.log(`  ${audit.id} — ${audit.title} (${extra.join(', ')})`);
    }
    for (const warning of page.warnings) console.log(`  warning: ${warning}`);
  }
}

/** Lighthouse gives up on a run now and then (NO_NAVSTART: no trace of the load); such a run has no scores. */
const ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run in a fresh browser, tried again (up to ATTEMPTS_PER_RUN) when Lighthouse recorded no load. */
async function measure(url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt += 1) {
    // A fresh browser profile per run: no cache, IndexedDB or worker left by the previous page.
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-chromium-'));
    const launched = await launchChromium(userDataDir);
    const result = await lighthouse(url, {
      port: launched.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    }).finally(() => closeChromium(launched.browser, userDataDir));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === ATTEMPTS_PER_RUN) return result.lhr;
    process.stdout.write(`no result (${error.code}), again… `);
  }
}

interface RunningSide {
  side: BenchSide;
  origin: string;
  pages: Array<{ name: string; path: string }>;
  figures: Map<string, RunFigures[]>;
}

/** One server per side, started one after the other (each renders its first-screen pictures at start). */
async function startSides(
  sides: BenchSide[],
  only: string[] | undefined,
  servers: Array<{ kill(signal: NodeJS.Signals): boolean }>,
): Promise<RunningSide[]> {
  const running: RunningSide[] = [];
  for (const side of sides) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    console.log(`[bench] serving ${describeSide(side)} on ${origin} (fresh database, ${SEED_LOTS} lots)…`);
    const env = { SEED_LOTS, PRODUCTION_HOST: '127.0.0.1', PUBLIC_ORIGIN: origin };
    servers.push(await startBenchServer({ port, origin, distDir: side.distDir, cwd: side.checkout, env }));
    const pages = (await pagesToMeasure(origin)).filter((page) => !only || only.includes(page.name));
    if (pages.length === 0) throw new Error(`--pages names none of home, lots, lot, project, mortgage`);
    running.push({ side, origin, pages, figures: new Map() });
  }
  // Equal seeds give equal addresses; a side whose seed moved measures other lots, which the reader must know.
  for (const other of running.slice(1)) {
    const moved = other.pages.filter((page, index) => page.path !== running[0]!.pages[index]?.path);
    for (const page of moved)
      console.warn(
        `[bench] ${page.name}: side ${other.side.label} measures ${page.path}, side A ${running[0]!.pages.find((p) => p.name === page.name)?.path}`,
      );
  }
  return running;
}

async function main() {
  const argv = process.argv.slice(2);
  const runs = parseRuns(argv);
  const only = optionValue(argv, '--pages')?.split(',').filter(Boolean);
  const keepLhr = argv.includes('--lhr');
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    console.error(`[bench] ${path.join(DIST_DIR, 'index.html')} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const sides = benchSides(DIST_DIR, argv);
  for (const side of sides) warnWithoutRenderBundle(side.distDir, side.checkout);
  const ab = sides.length > 1;
  console.log(
    `[bench] machine: ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
  const servers: Array<{ kill(signal: NodeJS.Signals): boolean }> = [];
  try {
    const running = await startSides(sides, only, servers);
    let lighthouseVersion = '';
    for (const [pageIndex, page] of running[0]!.pages.entries()) {
      for (let run = 0; run < runs; run += 1) {
        // Interleaved, A B A B: the machine's drift (other guests, thermal) falls on both sides alike.
        for (const { side, origin, pages, figures } of running) {
          const sidePage = pages[pageIndex]!;
          process.stdout.write(
            `[bench] ${ab ? `${side.label} ` : ''}${sidePage.name} ${sidePage.path} run ${run + 1}/${runs}… `,
          );
          const started = performance.now();
          const lhr = await measure(`${origin}${sidePage.path}`);
          lighthouseVersion = lhr.lighthouseVersion;
          if (keepLhr) {
            mkdirSync(OUT_DIR, { recursive: true });
            writeFileSync(
              path.join(OUT_DIR, `lhr-${ab ? `${side.label}-` : ''}${page.name}-${run + 1}.json`),
              JSON.stringify(lhr),
            );
          }
          const figure = figuresOf(lhr);
          figures.set(page.name, [...(figures.get(page.name) ?? []), figure]);
          console.log(
            `perf ${score(figure.scores.performance)}, LCP ${ms(figure.lcpMs)}, TBT ${ms(figure.tbtMs)}, CPU index ${figure.benchmarkIndex === null ? '—' : Math.round(figure.benchmarkIndex)} ` +
              `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }
    const summaries = running.map(({ side, pages, figures }) => ({
      side,
      pages: pages.map((page) => summarise(page.name, page.path, figures.get(page.name) ?? [])),
    }));
    for (const { side, pages } of summaries) report(pages, ab ? side : undefined);
    if (ab) printAbDifference(summaries[0]!.pages, summaries[1]!.pages);
    mkdirSync(OUT_DIR, { recursive: true });
    const date = new Date().toISOString().slice(0, 10);
    const file = path.join(OUT_DIR, `web-${ab ? 'ab-' : ''}${date}.json`);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouseVersion,
          settings: {
            formFactor: 'mobile',
            throttling: 'simulate (Lighthouse default)',
            runs,
            chromium: CHROMIUM_PATH,
            seedLots: Number(SEED_LOTS),
          },
          machine: { cores: cpus().length, loadavg: loadavg() },
          ...(ab
            ? { sides: summaries.map(({ side, pages }) => ({ ...side, pages })) }
            : { pages: summaries[0]!.pages }),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\n[bench] summary written to ${path.relative(process.cwd(), file)}`);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
}

await main();
