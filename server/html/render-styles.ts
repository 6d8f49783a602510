/**
 * Stylesheets a server-rendered page needs before its first paint (decision
 * 032). The entry's stylesheet is already in the template; the screen's own
 * come from the per-screen table (decision 021), and the lazy shell parts the
 * server draws (src/app/lazy-shell.tsx: the footer, the error and maintenance
 * pages) are looked up in the build's manifest. Without them the page would
 * paint unstyled until the scripts had loaded their chunks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './head.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The modules of the lazy parts the server draws, by the page they belong to. */
const PART_MODULES = {
  layout: ['src/app/layouts/default-layout-parts.tsx'],
  error: ['src/app/route-error-content.tsx', 'src/features/error-page/not-found-page.tsx', 'src/features/offline-page/offline-page.tsx'],
  maintenance: ['src/app/maintenance-screen.tsx'],
} as const;

export type RenderedPart = keyof typeof PART_MODULES;
export type PartStyles = Record<RenderedPart, string[]>;

function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Stylesheets of the modules and of everything they import statically, as `/assets/…` addresses. */
function cssClosure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(`/${file}`);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return css;
}

export function readPartStyles(distDir: string): PartStyles {
  const manifest = readManifest(distDir);
  // What the entry brings is in the template already.
  const loadedByEntry = cssClosure(manifest, ['index.html']);
  const stylesOf = (keys: readonly string[]) => [...cssClosure(manifest, keys)].filter((file) => !loadedByEntry.has(file));
  return { layout: stylesOf(PART_MODULES.layout), error: stylesOf(PART_MODULES.error), maintenance: stylesOf(PART_MODULES.maintenance) };
}

/** The attributes Vite's own stylesheet links have, so its preloading finds these and adds none. */
export function stylesheetTags(hrefs: Iterable<string>): string {
  return [...new Set(hrefs)].map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('\n    ');
}
