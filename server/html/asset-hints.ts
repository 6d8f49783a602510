/**
 * Preload hints of a page's first screen (decision 016):
 * - the Manrope files every first screen draws with: cyrillic, basic latin
 *   (digits, punctuation) and the rouble sign, each variable with every
 *   weight (decision 024). The browser would find them only after the CSS
 *   arrived and the page rendered text; preloaded, they are usually there
 *   before the first paint, so the fallback face rarely shows and no weight
 *   arrives after the app has laid the page out. Their hashed names are read
 *   from the build's `assets/` at start-up;
 * - the hero picture of the home and project pages — their largest paint —
 *   with the very `srcset`/`sizes` the app's `<img>` has (`HERO_IMAGE`), so
 *   the browser fetches it while the scripts load instead of after the app
 *   has rendered, and picks the same candidate the `<img>` will;
 * - the files of the page's screen (decision 021), named on the boot script
 *   so they are fetched beside the framework rather than after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HERO_IMAGE, imageSrcSet, imageUrl } from '../../src/lib/image-url.ts';
import { SCREEN_PRELOADS_FILE, type ScreenPreloads } from './screen-preloads-file.ts';
import { escapeHtml } from './head.ts';

/** Font files preloaded on every page, by their name before the hash (src/ui/styles/fonts.css). */
const PRELOADED_FONTS = ['manrope-cyrillic-wght-normal', 'manrope-latin-basic-wght', 'manrope-ruble-wght'] as const;

/** `/assets/<name>-<hash>.woff2` of each preloaded font found in the build; missing ones are skipped. */
export function findPreloadedFonts(distDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(path.join(distDir, 'assets'));
  } catch {
    return [];
  }
  return PRELOADED_FONTS.flatMap((name) => {
    // The hash is base64url: letters, digits, `-` and `_`.
    const file = files.find((candidate) => candidate.startsWith(`${name}-`) && /^[\w-]+\.woff2$/.test(candidate));
    return file ? [`/assets/${file}`] : [];
  });
}

/** Fonts are fetched in CORS mode, so the preload needs `crossorigin` or it is not reused. */
export function fontPreloadTags(hrefs: readonly string[]): string {
  return hrefs
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}

/** The hero's preload; empty for a source the image endpoint would not serve. */
export function heroPreloadTag(src: string | null | undefined): string {
  if (!src) return '';
  const srcset = imageSrcSet(src, HERO_IMAGE.widths);
  if (!srcset) return '';
  const href = imageUrl(src, { width: HERO_IMAGE.fallbackWidth });
  return (
    `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" ` +
    `imagesizes="${HERO_IMAGE.sizes}" fetchpriority="high" />`
  );
}

/** The build's per-screen preload table; empty when the build has none (an older build, a test's fake one). */
export function readScreenPreloads(distDir: string): ScreenPreloads {
  try {
    const table = JSON.parse(readFileSync(path.join(distDir, SCREEN_PRELOADS_FILE), 'utf8')) as unknown;
    if (!table || typeof table !== 'object' || Array.isArray(table)) return {};
    // Only asset addresses: the list goes into an attribute the boot script turns into links.
    const valid = (files: unknown): files is string[] =>
      Array.isArray(files) &&
      files.every((file) => typeof file === 'string' && /^\/assets\/[\w.-]+\.(?:js|css)$/.test(file));
    return Object.fromEntries(Object.entries(table).filter(([, files]) => valid(files))) as ScreenPreloads;
  } catch {
    return {};
  }
}

/** Names the screen's files on the boot script (src/boot.ts reads `data-screen-preloads`). */
export function withScreenPreloads(html: string, files: readonly string[] | undefined): string {
  if (!files?.length) return html;
  return html.replace(' data-app="', () => ` data-screen-preloads="${escapeHtml(files.join(' '))}" data-app="`);
}

/**
 * The files of the likely next screens that this page does not load itself,
 * named on the boot script (`data-prefetch`): the page links them as
 * modulepreloads at idle (src/main.tsx), fetched and compiled but not run, so
 * a guess costs no main-thread task until the visitor goes there.
 */
export function prefetchFiles(
  table: ScreenPreloads,
  screens: readonly string[],
  loaded: readonly string[] = [],
): string[] {
  const have = new Set(loaded);
  const files = new Set<string>();
  for (const screen of screens)
    for (const file of table[screen] ?? []) if (!have.has(file) && file.endsWith('.js')) files.add(file);
  return [...files];
}

export function withPrefetch(html: string, files: readonly string[]): string {
  if (!files.length) return html;
  return html.replace(' data-app="', () => ` data-prefetch="${escapeHtml(files.join(' '))}" data-app="`);
}
