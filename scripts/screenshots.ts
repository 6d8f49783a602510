/**
 * The ten main screens as a visitor meets them, at 390 px (phone) and
 * 1440 px (desktop), saved as WebP in docs/screens/ and listed in
 * docs/screens/README.md (linked from the README):
 *
 *   npm run screenshots        (builds first; DIST_DIR picks another build)
 *
 * Each picture is the page from its top, at most four screens tall: enough to
 * judge the first screen and what follows it. Favourites and comparison hold
 * three saved flats each, added as a visitor does (through /api with the
 * visitor's CSRF cookie).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/helpers/env.ts';
import { builtServer, root } from './built-server.ts';
import { sampleFlatId, settledPage, visitorContext, type Viewport } from './photograph.ts';

const outDir = path.join(root, 'docs', 'screens');
const SCREEN_HEIGHTS = 4;

interface Screen {
  name: string;
  title: string;
  path: (sample: Samples) => string;
}

interface Samples {
  lotId: number;
  projectSlug: string;
}

const SCREENS: Screen[] = [
  { name: '01-home', title: 'Главная', path: () => '/' },
  { name: '02-lots', title: 'Каталог', path: () => '/lots' },
  { name: '03-lot', title: 'Лот', path: (sample) => `/lots/${sample.lotId}` },
  { name: '04-projects', title: 'Проекты', path: () => '/projects' },
  { name: '05-project', title: 'Проект', path: (sample) => `/projects/${sample.projectSlug}` },
  { name: '06-mortgage', title: 'Ипотека', path: () => '/purchase/mortgage' },
  { name: '07-favorites', title: 'Избранное', path: () => '/favorites' },
  { name: '08-compare', title: 'Сравнение', path: () => '/compare' },
  { name: '09-news', title: 'Новости', path: () => '/news' },
  { name: '10-contacts', title: 'Контакты', path: () => '/contacts' },
];

const VIEWPORTS: Array<{ label: string; viewport: Viewport; scale: number }> = [
  { label: '390', viewport: { width: 390, height: 844 }, scale: 1 },
  { label: '1440', viewport: { width: 1440, height: 900 }, scale: 1 },
];

async function samples(baseUrl: string): Promise<Samples> {
  const projects = (await (await fetch(`${baseUrl}/api/projects/`)).json()) as { results: Array<{ slug: string }> };
  const projectSlug = projects.results[0]?.slug;
  if (!projectSlug) throw new Error('no projects in the seed');
  return { lotId: await sampleFlatId(baseUrl), projectSlug };
}

/** Three flats into favourites and comparison, through the API as the page's own client would. */
async function saveLots(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/health/`);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const listed = await page.request.get(`${baseUrl}/api/apartments/?property_type=flat&page_size=3`);
  const { results } = (await listed.json()) as { results: Array<{ id: number }> };
  for (const list of ['favorites', 'comparison']) {
    for (const { id } of results) {
      const saved = await page.request.post(`${baseUrl}/api/${list}/`, {
        data: { property: id },
        headers: { 'X-CSRFToken': token },
      });
      if (!saved.ok()) throw new Error(`POST /api/${list}/ answered ${saved.status()}`);
    }
  }
  await page.close();
}

const server = await builtServer();
const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });
const lines: string[] = [];
try {
  mkdirSync(outDir, { recursive: true });
  const sample = await samples(server.baseUrl);
  for (const { label, viewport, scale } of VIEWPORTS) {
    const context = await visitorContext(browser, viewport, scale);
    await saveLots(context, server.baseUrl);
    for (const screen of SCREENS) {
      const page = await settledPage(
        context,
        `${server.baseUrl}${screen.path(sample)}`,
        viewport,
        viewport.height * SCREEN_HEIGHTS,
      );
      const height = Math.min(
        await page.evaluate(() => document.documentElement.scrollHeight),
        viewport.height * SCREEN_HEIGHTS,
      );
      const png = await page.screenshot({
        type: 'png',
        fullPage: true,
        clip: { x: 0, y: 0, width: viewport.width, height },
      });
      const file = `${screen.name}-${label}.webp`;
      await sharp(png).webp({ quality: 72, effort: 6 }).toFile(path.join(outDir, file));
      console.log(`${file}: ${viewport.width}×${height}`);
      await page.close();
    }
    await context.close();
  }
  lines.push(
    '# Screens',
    '',
    'The ten main screens at 390 px and 1440 px, made by `npm run screenshots` from the built site with the demo data.',
    '',
  );
  lines.push('| Screen | 390 px | 1440 px |', '|---|---|---|');
  for (const screen of SCREENS) {
    lines.push(
      `| ${screen.title} | ![${screen.title}, 390 px](${screen.name}-390.webp) | ![${screen.title}, 1440 px](${screen.name}-1440.webp) |`,
    );
  }
  writeFileSync(path.join(outDir, 'README.md'), `${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await server.stop();
}
