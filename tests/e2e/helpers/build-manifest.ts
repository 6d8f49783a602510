/**
 * Chunk files are named by content hash (decision 015): the Vite manifest of
 * the build under test says which file holds a source module.
 */
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';

function chunk(source: string): { file: string; css?: string[] } {
  const manifest = JSON.parse(
    readFileSync(nodePath.resolve(process.env.DIST_DIR ?? 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[] }>;
  const found = manifest[source];
  if (!found) throw new Error(`no chunk for ${source} in the manifest`);
  return found;
}

/** The URL path of the chunk built from `source` (a path from the repository root, e.g. `src/app/routes/lot-screen.tsx`). */
export function chunkPath(source: string): string {
  return `/${chunk(source).file}`;
}

/** The URL paths of the stylesheets of that chunk's own modules. */
export function chunkCss(source: string): string[] {
  return (chunk(source).css ?? []).map((file) => `/${file}`);
}
