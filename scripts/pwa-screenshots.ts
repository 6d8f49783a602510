/**
 * Screenshots of the manifest (the richer install dialog, decision 010): real
 * captures of the built app, one wide (desktop catalogue) and one narrow
 * (phone, a flat with its plan), saved as WebP in public/screenshots/.
 *
 *   npx vite build && npx tsx scripts/pwa-screenshots.ts
 *
 * Starts the built server from DIST_DIR (default dist) on a free port with a
 * fresh seeded database, or uses BASE_URL when a server is already running.
 * Sizes must match the `screenshots` entries of manifest.webmanifest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/helpers/env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'screenshots');
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4599);

interface Shot {
  file: string;
  path: (lotId: number) => string;
  viewport: { width: number; height: number };
  scale: number;
}

const SHOTS: Shot[] = [
  { file: 'wide-lots.webp', path: () => '/lots?property_type=flat', viewport: { width: 1280, height: 720 }, scale: 1 },
  { file: 'narrow-lot.webp', path: (id) => `/lots/${id}`, viewport: { width: 390, height: 844 }, scale: 2 },
];

async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop: () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'severin-shots-'));
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_LOTS: '2000', LOG_LEVEL: 'warn' },
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 180; attempt++) {
    if (await fetch(`${baseUrl}/api/health/`).then((response) => response.ok, () => false)) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('the server did not start within 3 minutes');
}

/** A flat for sale with a plan picture: the narrow shot shows what a lot page offers. */
async function sampleLotId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/apartments/?property_type=flat&limit=50`);
  const { results } = (await response.json()) as { results: Array<{ id: number; plan: string | null; status: string }> };
  const lot = results.find((item) => item.plan && item.status !== 'BOOKED') ?? results[0];
  if (!lot) throw new Error('no lots in the catalogue');
  return lot.id;
}

async function capture(browser: Browser, baseUrl: string, shot: Shot, lotId: number) {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    isMobile: shot.viewport.width < 744,
    hasTouch: shot.viewport.width < 744,
    locale: 'ru-RU',
    reducedMotion: 'reduce',
    // The worker adds nothing to a picture and would outlive the run.
    serviceWorkers: 'block',
  });
  // The cookie notice is answered already: the picture shows the site, not the banner.
  await context.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
  const page = await context.newPage();
  await page.goto(`${baseUrl}${shot.path(lotId)}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Lazy pictures below the fold never load; the ones in view must have.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight),
  );
  const png = await page.screenshot({ type: 'png' });
  await sharp(png).webp({ quality: 78, effort: 6 }).toFile(path.join(outDir, shot.file));
  const { width, height } = await sharp(path.join(outDir, shot.file)).metadata();
  console.log(`${shot.file}: ${width}x${height}`);
  await context.close();
}

const server = await startServer();
const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
try {
  mkdirSync(outDir, { recursive: true });
  const lotId = await sampleLotId(server.baseUrl);
  for (const shot of SHOTS) await capture(browser, server.baseUrl, shot, lotId);
} finally {
  await browser.close();
  server.stop();
}
