/**
 * `npm run bench:size [-- --enforce]`: first-load JS and CSS per route screen
 * of the build in DIST_DIR (default `dist`), gzip and brotli.
 *
 * First load of a screen = the entry chunk and everything it imports
 * statically + the screen's lazy chunk (`src/app/screens.ts`) and everything
 * that imports statically, plus the CSS of those chunks. Lazy work after
 * start-up (the service worker registration, the lead forms, idle prefetch,
 * react-pdf) is not counted.
 *
 * The graph (what the output loads, chunks named by the Vite manifest) is
 * built by `size-graph.ts`.
 *
 * Sizes: raw, gzip (level 9, like Vite's report) and brotli (quality 11), in
 * kB of 1000 bytes. Aim: 150 kB gzip of first-load JS per screen (issue 9),
 * reported per screen; the enforced budget is each screen's ceiling in
 * `size-budgets.ts` (the aim where none is set): with `--enforce`
 * (`npm run test:e2e`) the exit code is 1 when a screen exceeds its ceiling.
 *
 * Unused code in the first load (decision 015): a chunk of the first load of
 * a screen must not hold a package that only an action needs (the PDF
 * renderer, the QR encoder, react-to-print, the form library, zod — only forms build schemas
 * in the browser); the packages come from the chunks' source maps
 * (`build.sourcemap`). Such a chunk fails `--enforce` too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROUTES } from '../src/lib/routes.ts';
import { AIM_JS_GZIP, ceilingOf } from './size-budgets.ts';
import { screenModules } from './screen-modules.ts';
import { buildGraph } from './size-graph.ts';

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');
const ENFORCE = process.argv.includes('--enforce');

/**
 * Packages only an action loads (a click on «Скачать PDF», «Распечатать», opening a form): never in a first load.
 * zod (~26 kB gzip) comes with the forms; screens read schema facts from zod-free modules (decision 015).
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
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(DIST_DIR, file));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

const sum = (files: Iterable<string>): Sizes => {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
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
  const modules = screenModules();
  const graph = buildGraph(DIST_DIR, modules);
  console.log(`[size] ${DIST_DIR}: what dist/index.html and the chunks load, named by dist/.vite/manifest.json`);

  const entryJs = closure([graph.entry.js, ...graph.entry.preloads], graph.staticImports);
  const entryCss = new Set([...graph.entry.css, ...[...entryJs].flatMap(graph.cssOf)]);
  const missingPreloads = [...entryJs].filter(
    (file) => file !== graph.entry.js && graph.entry.preloads.length > 0 && !graph.entry.preloads.includes(file),
  );
  if (missingPreloads.length)
    console.log(`[size] note: statically imported but not modulepreloaded: ${missingPreloads.join(', ')}`);

  const pathsOf = (key: string) => ROUTES.filter((route) => route.screen === key).map((route) => route.path);
  const rows: Array<{
    key: string;
    paths: string[];
    js: Sizes;
    css: Sizes;
    chunks: number;
    over: boolean;
    screenJs: Sizes;
  }> = [];
  const missing: string[] = [];
  const unused: string[] = [];
  for (const key of modules.keys()) {
    const screen = graph.screens.get(key);
    if (!screen) {
      missing.push(key);
      continue;
    }
    const own = closure([screen.js], graph.staticImports);
    const js = new Set([...entryJs, ...own]);
    const css = new Set([...entryCss, ...screen.css, ...[...own].flatMap(graph.cssOf)]);
    const unexpected = screen.preloadJs.filter((file) => !js.has(file));
    if (unexpected.length)
      console.log(`[size] note: ${key} preloads JS outside its static graph: ${unexpected.join(', ')}`);
    for (const file of js) {
      const packages = actionOnlyPackagesOf(file).filter((name) => !ACTION_ONLY_ALLOWED[key]?.includes(name));
      if (packages.length) unused.push(`${key}: ${file} holds ${packages.join(', ')}`);
    }
    const jsSizes = sum(js);
    rows.push({
      key,
      paths: pathsOf(key),
      js: jsSizes,
      css: sum(css),
      chunks: js.size,
      over: jsSizes.gzip > ceilingOf(key),
      screenJs: sum([...own].filter((file) => !entryJs.has(file))),
    });
  }
  // A screen the graph cannot find would go unchecked: that fails the check like a screen over its ceiling.
  if (missing.length) console.log(`[size] no chunk found for screen(s) ${missing.join(', ')}`);

  const entryJsSizes = sum(entryJs);
  const entryCssSizes = sum(entryCss);
  console.log(
    `\nEntry (shared by every screen): ${entryJs.size} JS chunks ${kb(entryJsSizes.raw)} kB raw, ${kb(entryJsSizes.gzip)} kB gzip, ${kb(entryJsSizes.brotli)} kB br; ` +
      `CSS ${kb(entryCssSizes.raw)} kB raw, ${kb(entryCssSizes.gzip)} kB gzip, ${kb(entryCssSizes.brotli)} kB br`,
  );
  console.log(
    `\nFirst-load JS and CSS per screen (kB; aim ${kb(AIM_JS_GZIP)} kB gzip JS, enforced ceiling per screen in scripts/size-budgets.ts)`,
  );
  rows.sort((a, b) => b.js.gzip - a.js.gzip);
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.key,
        {
          routes:
            row.paths.length > 2 ? `${row.paths.slice(0, 2).join(' ')} +${row.paths.length - 2}` : row.paths.join(' '),
          chunks: row.chunks,
          'screen-only gz': kb(row.screenJs.gzip),
          'JS raw': kb(row.js.raw),
          'JS gz': kb(row.js.gzip),
          'JS br': kb(row.js.brotli),
          'CSS gz': kb(row.css.gzip),
          'CSS br': kb(row.css.brotli),
          aim: row.js.gzip > AIM_JS_GZIP ? `+${kb(row.js.gzip - AIM_JS_GZIP)}` : 'met',
          ceiling: row.over ? `OVER ${kb(ceilingOf(row.key))}` : kb(ceilingOf(row.key)),
        },
      ]),
    ),
  );

  const firstLoad = new Set<string>(entryJs);
  for (const key of graph.screens.keys())
    for (const file of closure([graph.screens.get(key)!.js], graph.staticImports)) firstLoad.add(file);
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
          gzip: kb(chunk.gzip),
          brotli: kb(chunk.brotli),
          loaded: entryJs.has(chunk.file) ? 'entry (every page)' : firstLoad.has(chunk.file) ? 'with a screen' : 'lazy',
        },
      ]),
    ),
  );

  const over = rows.filter((row) => row.over);
  if (unused.length) console.log(`\nAction-only code in a first load:\n  ${[...new Set(unused)].join('\n  ')}`);
  else console.log('\nNo action-only package (PDF, QR, print, forms, zod) in any first load.');
  const overAim = rows.filter((row) => row.js.gzip > AIM_JS_GZIP);
  console.log(
    overAim.length
      ? `\n${overAim.length} of ${rows.length} screens over the ${kb(AIM_JS_GZIP)} kB gzip aim: ${overAim.map((row) => row.key).join(', ')}`
      : `\nEvery screen within the ${kb(AIM_JS_GZIP)} kB gzip aim.`,
  );
  if (over.length)
    console.log(
      `${over.length} screen(s) over their ceiling: ${over.map((row) => `${row.key} ${kb(row.js.gzip)} > ${kb(ceilingOf(row.key))}`).join(', ')}`,
    );
  else console.log('Every screen within its ceiling.');
  if (over.length || unused.length || missing.length) {
    if (ENFORCE) process.exit(1);
    console.log('(not enforced; pass --enforce to fail)');
  }
}

main();
