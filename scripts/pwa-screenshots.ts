/**
 * Screenshots of the manifest (the richer install dialog, decision 010): real
 * captures of the built app, one wide (desktop catalogue) and one narrow
 * (phone, a flat with its plan), saved as WebP in public/screenshots/.
 *
 *   npx vite build && npx tsx scripts/pwa-screenshots.ts
 *
 * Starts the built server from DIST_DIR (default dist) on a free port
 * (scripts/built-server.ts), or uses BASE_URL when a server is already running.
 * Sizes must match the `screenshots` entries of manifest.webmanifest.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/helpers/env.ts';
import { builtServer, root } from './built-server.ts';
import { sampleFlatId, settledPage, visitorContext } from './photograph.ts';

const outDir = path.join(root, 'public', 'screenshots');

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

async function capture(browser: Browser, baseUrl: string, shot: Shot, lotId: number) {
  const context = await visitorContext(browser, shot.viewport, shot.scale);
  const page = await settledPage(context, `${baseUrl}${shot.path(lotId)}`, shot.viewport);
  const png = await page.screenshot({ type: 'png' });
  await sharp(png).webp({ quality: 78, effort: 6 }).toFile(path.join(outDir, shot.file));
  const { width, height } = await sharp(path.join(outDir, shot.file)).metadata();
  console.log(`${shot.file}: ${width}x${height}`);
  await context.close();
}

const server = await builtServer();
const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
try {
  mkdirSync(outDir, { recursive: true });
  const lotId = await sampleFlatId(server.baseUrl);
  for (const shot of SHOTS) await capture(browser, server.baseUrl, shot, lotId);
} finally {
  await browser.close();
  await server.stop();
}
