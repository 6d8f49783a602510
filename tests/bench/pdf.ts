/**
 * `npm run bench:pdf`: the lot sheet PDF made two ways, side by side (issue 7):
 * 1. the server's react-pdf render (`GET /pdf/lots/{id}.pdf`, in process via
 *    inject, no If-None-Match, so every call renders): first and warm p50/p95
 *    over BENCH_RUNS (30), size;
 * 2. Chromium printing `/print?id={id}` with `page.pdf()` (Debian's chromium,
 *    built app from DIST_DIR, built first when missing): first and warm p50,
 *    size. Without the page (no `data-print-ready` within 20 s) it prints
 *    «/print unavailable».
 * A temporary PGlite seeded with BENCH_LOTS (2000) lots; the server listens
 * on a free local port for Chromium. Prints a table and the ratio; asserts
 * nothing about timing (machines differ), but names the aims.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/helpers/env.ts';

const LOTS = Number(process.env.BENCH_LOTS ?? 2000);
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 30));
const CHROME_RUNS = Math.max(3, Number(process.env.BENCH_CHROME_RUNS ?? 10));
const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const AIM = { warmMs: 150, sizeKb: 300 };

interface Figures {
  first: number;
  p50: number;
  p95: number;
  kb: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function timed<T>(task: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await task();
  return [performance.now() - started, result];
}

function ensureBuild() {
  if (existsSync(path.join(DIST_DIR, 'index.html'))) return;
  console.log(`[bench] no build in ${DIST_DIR}: building…`);
  const built = spawnSync('npx', ['vite', 'build', '--outDir', DIST_DIR, '--emptyOutDir'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

async function main() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pdf-'));
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database, { seedLots: LOTS });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    DIST_DIR,
    SEED_LOTS: String(LOTS),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    console.log(
      `Машина: ${cpus().length} ядра, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
    );
    // A flat with a plan: the heaviest ordinary sheet (raster plan, every fact row).
    const snapshot = await catalogueFor(app.db).current();
    const lot =
      snapshot.lots.find((item) => item.kind === 'flat' && item.layout !== null && item.status === 'free') ??
      snapshot.lots[0];
    console.log(`Лот ${lot.id} (${lot.kind} № ${lot.number}), ${RUNS} серверных и ${CHROME_RUNS} печатей Chromium\n`);

    const server = await measureServer(app, lot.id);
    const browser = await measureChromium(origin, lot.id);
    report(server, browser);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureServer(app: Awaited<ReturnType<typeof buildApp>>, id: number): Promise<Figures> {
  const render = async () => {
    const response = await app.inject({ method: 'GET', url: `/pdf/lots/${id}.pdf` });
    if (response.statusCode !== 200) throw new Error(`server render answered ${response.statusCode}`);
    return response.rawPayload.length;
  };
  // First: fonts parsed, plan rasterised, modules warmed — what the first visitor after a restart waits.
  const [first, size] = await timed(render);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i += 1) warm.push((await timed(render))[0]);
  return { first, p50: percentile(warm, 50), p95: percentile(warm, 95), kb: size / 1024 };
}

async function measureChromium(origin: string, id: number): Promise<Figures | null> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await (await browser.newContext()).newPage();
    const print = async () => {
      await page.goto(`${origin}/print?id=${id}`, { waitUntil: 'load' });
      await page.waitForSelector('body[data-print-ready="true"]', { timeout: 20_000 });
      return (await page.pdf({ format: 'A4', printBackground: true })).length;
    };
    let first: number;
    let size: number;
    try {
      [first, size] = await timed(print);
    } catch (error) {
      console.log(`/print unavailable (${error instanceof Error ? error.message.split('\n')[0] : String(error)})\n`);
      return null;
    }
    const warm: number[] = [];
    for (let i = 0; i < CHROME_RUNS; i += 1) warm.push((await timed(print))[0]);
    return { first, p50: percentile(warm, 50), p95: percentile(warm, 95), kb: size / 1024 };
  } finally {
    await browser.close();
  }
}

function report(server: Figures, browser: Figures | null) {
  const cell = (value: number | undefined, digits = 0) =>
    (value === undefined ? '—' : value.toFixed(digits)).padStart(10);
  console.log(
    `${''.padEnd(34)}${'первый, мс'.padStart(10)}${'p50, мс'.padStart(10)}${'p95, мс'.padStart(10)}${'размер, КБ'.padStart(12)}`,
  );
  console.log(
    `${'Сервер, react-pdf'.padEnd(34)}${cell(server.first)}${cell(server.p50)}${cell(server.p95)}${cell(server.kb, 1).padStart(12)}`,
  );
  console.log(
    `${'Chromium, /print → page.pdf()'.padEnd(34)}${cell(browser?.first)}${cell(browser?.p50)}${cell(browser?.p95)}${cell(browser?.kb, 1).padStart(12)}`,
  );
  console.log('');
  console.log(
    `Цель: тёплый рендер < ${AIM.warmMs} мс — ${server.p50 < AIM.warmMs ? 'да' : 'нет'}; лист < ${AIM.sizeKb} КБ — ${server.kb < AIM.sizeKb ? 'да' : 'нет'}`,
  );
  if (browser) {
    console.log(
      `react-pdf быстрее Chromium: тёплый ×${(browser.p50 / server.p50).toFixed(1)}, первый ×${(browser.first / server.first).toFixed(1)}; размер ×${(browser.kb / server.kb).toFixed(1)}`,
    );
  }
}

await main();
