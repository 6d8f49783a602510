/**
 * First-screen pictures rendered before anyone asks (decision 026): the home
 * hero and every published project's hero, at each `HERO_IMAGE` width, as
 * WebP — the variants the home and project pages preload as their largest
 * paint. Rendered on demand, the first visitor after a start waited for
 * sharp (~0.4 s for a 960-px hero from SVG on this machine) before the
 * picture even started to download.
 *
 * Goes through the image endpoint itself, so the variants land in its cache
 * under the very keys a browser's request makes, with its limiter and
 * single-flight: one render at a time here leaves the other slot to visitors,
 * and a visitor asking for a picture being warmed shares that render.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HERO_IMAGE, imageUrl, isImageSource } from '../../src/lib/image-url.ts';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema/index.ts';
import { loadHomePage } from './home/main-page.ts';

/** What every browser that matters sends for `<img>`; the endpoint answers WebP to it. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** The home hero first (the most visited page), then the projects' in menu order; our media only, once each. */
export async function firstScreenImageSources(db: Db): Promise<string[]> {
  const [home, projectRows] = await Promise.all([
    loadHomePage(db),
    db
      .select({ hero: projects.heroImage })
      .from(projects)
      .where(eq(projects.isPublished, true))
      .orderBy(asc(projects.sort), asc(projects.id)),
  ]);
  const sources = [home.hero.image, ...projectRows.map((row) => row.hero)];
  return [...new Set(sources)].filter(isImageSource);
}

/**
 * Widths of a phone's hero: 360–430 CSS pixels at 2–3× ask for 960 or 1280.
 * They go first: most visits come from phones, and they render fastest
 * (0.1–0.3 s each here, against 0.6–1.6 s for 1920 and 2560).
 */
export const PHONE_HERO_WIDTHS = HERO_IMAGE.widths.filter((width) => width <= 1280);
const DESKTOP_HERO_WIDTHS = HERO_IMAGE.widths.filter((width) => width > 1280);

export interface WarmupPass {
  name: 'phone' | 'desktop';
  urls: string[];
}

/** Every source at the phone widths, then every source at the desktop widths: the very addresses the pages ask for. */
export function firstScreenImagePasses(sources: readonly string[]): WarmupPass[] {
  const urls = (widths: readonly number[]) => sources.flatMap((src) => widths.map((width) => imageUrl(src, { width })));
  return [
    { name: 'phone', urls: urls(PHONE_HERO_WIDTHS) },
    { name: 'desktop', urls: urls(DESKTOP_HERO_WIDTHS) },
  ];
}

export interface WarmupResult {
  rendered: number;
  failed: string[];
  ms: number;
}

/**
 * Asks the endpoint for each address in turn. Stops early when `shouldStop`
 * says so (the app is closing); a failed address is reported, not retried.
 */
export async function warmImages(
  app: FastifyInstance,
  urls: readonly string[],
  shouldStop: () => boolean = () => false,
): Promise<WarmupResult> {
  const started = performance.now();
  const result: WarmupResult = { rendered: 0, failed: [], ms: 0 };
  for (const url of urls) {
    if (shouldStop()) break;
    const response = await app.inject({ method: 'GET', url, headers: { accept: IMAGE_ACCEPT } });
    if (response.statusCode === 200) result.rendered += 1;
    else result.failed.push(`${url} → ${response.statusCode}`);
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
