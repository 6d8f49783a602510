/**
 * The load graph of a build, for the size report (scripts/size-report.ts).
 *
 * What the browser is told to load comes from the output itself: the entry,
 * its modulepreloads and stylesheets from `dist/index.html` (the boot
 * script's `data-app` and `data-app-preloads`, decision 020, count too);
 * static imports from the `import … from"./x.js"` statements of the minified
 * chunks. Chunk files are named by content hash only (decision 015), so
 * what a file is — its name, its stylesheets, the screen module it holds (the
 * screen table's data, src/app/screen-modules.ts) — comes from the Vite
 * manifest (`build.manifest`, `dist/.vite/manifest.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Graph {
  /** Entry JS file, the files it preloads, and its stylesheets (paths relative to dist). */
  entry: { js: string; css: string[]; preloads: string[] };
  /** Screen key → its lazy chunk and the chunk's stylesheets. */
  screens: Map<string, { js: string; css: string[] }>;
  /** JS file → JS files it imports statically. */
  staticImports: (file: string) => string[];
  /** Stylesheets Vite attaches to a JS chunk. */
  cssOf: (file: string) => string[];
  /** What a file holds, for people: the chunk's name in the manifest. */
  nameOf: (file: string) => string;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: the build writes it (build.manifest in vite.config.ts).`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

/** `import{a as b}from"./x.js"`, `import x from"./x.js"`, `import*as x from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?)\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** `sources`: screen key → the screen module's path (src/app/screen-modules.ts, `screenSources`). */
export function buildGraph(distDir: string, sources: ReadonlyMap<string, string>): Graph {
  const manifest = readManifest(distDir);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const local = (href: string) => href.replace(/^\//, '');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const entryTag = tags.find((tag) => tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src'));
  if (!entryTag) throw new Error('no module entry script in dist/index.html');
  // The boot script names the app's entry and its preloads, and loads them after the first paint (decision 020).
  const deferred = attr(entryTag, 'data-app');
  const entryJs = local(deferred ?? attr(entryTag, 'src')!);
  const preloads = [
    ...tags.filter((tag) => /rel="modulepreload"/.test(tag)).map((tag) => local(attr(tag, 'href')!)),
    ...(attr(entryTag, 'data-app-preloads') ?? '').split(' ').filter(Boolean).map(local),
    ...(deferred ? [local(attr(entryTag, 'src')!)] : []),
  ];
  const entryCss = tags.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => local(attr(tag, 'href')!));

  const importsCache = new Map<string, string[]>();
  const staticImports = (file: string) => {
    const cached = importsCache.get(file);
    if (cached) return cached;
    const code = readFileSync(path.join(distDir, file), 'utf8');
    const found = new Set<string>();
    for (const match of code.matchAll(STATIC_IMPORT)) found.add(path.posix.join(path.posix.dirname(file), match[1]!));
    const list = [...found];
    importsCache.set(file, list);
    return list;
  };

  const screens: Graph['screens'] = new Map();
  for (const [key, source] of sources) {
    const chunk = manifest[source];
    // A screen missing from the build is left out: the report names it and fails the check.
    if (chunk) screens.set(key, { js: chunk.file, css: chunk.css ?? [] });
  }

  return {
    entry: { js: entryJs, css: entryCss, preloads },
    screens,
    staticImports,
    cssOf: (file) => byFile.get(file)?.css ?? [],
    nameOf: (file) => byFile.get(file)?.name ?? path.basename(file),
  };
}
