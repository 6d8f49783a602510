/**
 * `npm run bench:size [-- --enforce]`: first-load JS and CSS per route screen
 * of the build in DIST_DIR (default `dist`), in brotli — what this server
 * sends (the build's `.br` files, build/precompress.ts).
 *
 * First load of a screen = the entry chunk and everything it imports
 * statically + the screen's lazy chunk (src/app/screen-modules.ts) and
 * everything that imports statically, plus the CSS of those chunks. Lazy work
 * after start-up (the service worker registration, the lead forms, idle
 * prefetch, react-pdf) is not counted. The graph (what the output loads,
 * chunks named by the Vite manifest) is built by `size-graph.ts`.
 *
 * The budget (decision 015): at most 150 kB (1000 bytes a kB) of first-load JS
 * in brotli on every screen, but for the screens in `OVER_BUDGET`. With
 * `--enforce` (`npm run test:e2e`) the exit code is 1 when a screen is over its
 * limit, when an `OVER_BUDGET` screen is back within the budget (its line must
 * go), when a screen cannot be found in the build, or when a first-load chunk
 * holds a package only an action needs (the
 * PDF renderer, the QR encoder, react-to-print, the form library, zod — only
 * forms build schemas in the browser); the packages come from the chunks'
 * source maps (`build.sourcemap`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROUTES } from '../src/lib/routes.ts';
import { screenSources } from '../src/app/screen-modules.ts';
import { buildGraph } from './size-graph.ts';

/** First-load JS per screen, brotli, bytes. */
const BUDGET_JS_BROTLI = 150_000;

/**
 * The one screen over the budget, held at a ceiling until it comes down: /lots was 0.6 kB over when the
 * budget moved to brotli, and 1.8 kB over (151.8) once its filters became one table and its pictures one
 * component (issue 33), both kept for clarity. What is left to cut is the catalogue's first screen itself
 * (decision 015). No other screen has a ceiling: a ceiling per screen under the budget made every change
 * raise a number.
 */
const OVER_BUDGET: Readonly<Record<string, number>> = { lots: 152_000 };
const limitOf = (key: string) => OVER_BUDGET[key] ?? BUDGET_JS_BROTLI;

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const ENFORCE = process.argv.includes('--enforce');

/**
 * Packages only an action loads (a click on «Скачать PDF», «Распечатать», opening a form): never in a first load.
 * zod (~22 kB brotli) comes with the forms; screens read schema facts from zod-free modules (decision 015).
 */
const ACTION_ONLY_PACKAGES = [
  '@react-pdf',
  'qrcode',
  'react-to-print',
  'react-hook-form',
  '@hookform',
  'zod',
  'pdf/browser-render',
  'pdf/qr-path',
];

/** Screens that draw such a package on arrival: /print is the printable sheet with its QR code. */
const ACTION_ONLY_ALLOWED: Readonly<Record<string, readonly string[]>> = { print: ['qrcode', 'pdf/qr-path'] };

/** Package (or our `pdf/` module) names in a chunk, from its source map; empty without one. */
const packagesCache = new Map<string, string[]>();
function actionOnlyPackagesOf(file: string): string[] {
  const cached = packagesCache.get(file);
  if (cached) return cached;
  const mapPath = path.join(DIST_DIR, `${file}.map`);
  const sources = existsSync(mapPath)
    ? ((JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] }).sources ?? [])
    : [];
  const found = ACTION_ONLY_PACKAGES.filter((name) =>
    sources.some(
      (source) => source.includes(`node_modules/${name}/`) || (name.startsWith('pdf/') && source.includes(`/${name}.`)),
    ),
  );
  packagesCache.set(file, found);
  return found;
}

interface Sizes {
  raw: number;
  brotli: number;
}

/** The `.br` file the server sends; a file too small to be precompressed is compressed here the same way. */
const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(DIST_DIR, file));
  const precompressed = path.join(DIST_DIR, `${file}.br`);
  const brotli = existsSync(precompressed)
    ? readFileSync(precompressed).length
    : brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length;
  const sizes = { raw: bytes.length, brotli };
  sizeCache.set(file, sizes);
  return sizes;
}

const sum = (files: Iterable<string>): Sizes => {
  const total = { raw: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    total.raw += sizes.raw;
    total.brotli += sizes.brotli;
  }
  return total;
};

function closure(roots: string[], staticImports: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function main() {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    console.error(`[size] ${path.join(DIST_DIR, 'index.html')} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const sources = screenSources();
  const graph = buildGraph(DIST_DIR, sources);
  console.log(`[size] ${DIST_DIR}: what dist/index.html and the chunks load, named by dist/.vite/manifest.json`);

  const entryJs = closure([graph.entry.js, ...graph.entry.preloads], graph.staticImports);
  const entryCss = new Set([...graph.entry.css, ...[...entryJs].flatMap(graph.cssOf)]);

  const pathsOf = (key: string) => ROUTES.filter((route) => route.screen === key).map((route) => route.path);
  const rows: Array<{ key: string; paths: string[]; js: Sizes; css: Sizes; chunks: number; screenJs: Sizes }> = [];
  const missing: string[] = [];
  const unused: string[] = [];
  for (const key of sources.keys()) {
    const screen = graph.screens.get(key);
    if (!screen) {
      missing.push(key);
      continue;
    }
    const own = closure([screen.js], graph.staticImports);
    const js = new Set([...entryJs, ...own]);
    const css = new Set([...entryCss, ...screen.css, ...[...own].flatMap(graph.cssOf)]);
    for (const file of js) {
      const packages = actionOnlyPackagesOf(file).filter((name) => !ACTION_ONLY_ALLOWED[key]?.includes(name));
      if (packages.length) unused.push(`${key}: ${file} holds ${packages.join(', ')}`);
    }
    rows.push({
      key,
      paths: pathsOf(key),
      js: sum(js),
      css: sum(css),
      chunks: js.size,
      screenJs: sum([...own].filter((file) => !entryJs.has(file))),
    });
  }
  // A screen the graph cannot find would go unchecked: that fails the check like a screen over the budget.
  if (missing.length) console.log(`[size] no chunk found for screen(s) ${missing.join(', ')}`);

  const entryJsSizes = sum(entryJs);
  const entryCssSizes = sum(entryCss);
  console.log(
    `\nEntry (shared by every screen): ${entryJs.size} JS chunks ${kb(entryJsSizes.raw)} kB raw, ${kb(entryJsSizes.brotli)} kB br; ` +
      `CSS ${kb(entryCssSizes.raw)} kB raw, ${kb(entryCssSizes.brotli)} kB br`,
  );
  console.log(`\nFirst-load JS and CSS per screen (kB, brotli; budget ${kb(BUDGET_JS_BROTLI)} kB of JS)`);
  rows.sort((a, b) => b.js.brotli - a.js.brotli);
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.key,
        {
          routes:
            row.paths.length > 2 ? `${row.paths.slice(0, 2).join(' ')} +${row.paths.length - 2}` : row.paths.join(' '),
          chunks: row.chunks,
          'screen-only br': kb(row.screenJs.brotli),
          'JS raw': kb(row.js.raw),
          'JS br': kb(row.js.brotli),
          'CSS br': kb(row.css.brotli),
          limit: kb(limitOf(row.key)),
          room:
            row.js.brotli > limitOf(row.key)
              ? `OVER ${kb(row.js.brotli - limitOf(row.key))}`
              : kb(limitOf(row.key) - row.js.brotli),
        },
      ]),
    ),
  );

  const firstLoad = new Set<string>(entryJs);
  for (const screen of graph.screens.values())
    for (const file of closure([screen.js], graph.staticImports)) firstLoad.add(file);
  const chunks = readdirSync(path.join(DIST_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, ...sizesOf(`assets/${name}`) }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, 10);
  console.log('\nLargest 10 JS chunks (kB)');
  console.table(
    Object.fromEntries(
      chunks.map((chunk) => [
        `${graph.nameOf(chunk.file)} (${path.basename(chunk.file)})`,
        {
          raw: kb(chunk.raw),
          brotli: kb(chunk.brotli),
          loaded: entryJs.has(chunk.file) ? 'entry (every page)' : firstLoad.has(chunk.file) ? 'with a screen' : 'lazy',
        },
      ]),
    ),
  );

  if (unused.length) console.log(`\nAction-only code in a first load:\n  ${[...new Set(unused)].join('\n  ')}`);
  else console.log('\nNo action-only package (PDF, QR, print, forms, zod) in any first load.');
  const over = rows.filter((row) => row.js.brotli > limitOf(row.key));
  const stale = rows.filter((row) => row.key in OVER_BUDGET && row.js.brotli <= BUDGET_JS_BROTLI);
  const held = rows.filter((row) => row.key in OVER_BUDGET && row.js.brotli > BUDGET_JS_BROTLI);
  console.log(
    over.length
      ? `\n${over.length} of ${rows.length} screens over their limit: ${over.map((row) => `${row.key} ${kb(row.js.brotli)} > ${kb(limitOf(row.key))}`).join(', ')}`
      : `\nEvery screen within the ${kb(BUDGET_JS_BROTLI)} kB brotli budget${held.length ? `, but ${held.map((row) => `${row.key} ${kb(row.js.brotli)} (ceiling ${kb(limitOf(row.key))})`).join(', ')}` : ''}.`,
  );
  if (stale.length)
    console.log(`Within the budget now, remove from OVER_BUDGET: ${stale.map((row) => row.key).join(', ')}`);
  if (over.length || stale.length || unused.length || missing.length) {
    if (ENFORCE) process.exit(1);
    console.log('(not enforced; pass --enforce to fail)');
  }
}

main();
