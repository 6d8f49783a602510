/**
 * The built app's files from DIST_DIR. Hashed `/assets/*` files never change
 * under their name, so browsers keep them a year; the entry points (the page
 * template, the service worker and its registration, the manifest) must be
 * revalidated on every load or a deploy would not reach returning visitors.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Unhashed public files (icons, robots.txt, fonts): short, so a replaced file spreads within the hour. */
const SHORT_CACHE = 'public, max-age=3600';

const ENTRY_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** `relativePath` uses forward slashes and no compression suffix, e.g. `assets/index-x1.js`. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  return ENTRY_FILES.has(relativePath) ? NO_CACHE : SHORT_CACHE;
}

/** A path that names a file (`/x.js`, `/assets/...`), answered with a short 404 instead of the page. */
export function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\/[^/]*\.[a-z0-9]{1,12}$/i.test(pathname);
}

/**
 * Registers one route per built file (not a wildcard route: a `/*` route would
 * also catch unknown `/api` paths, which must stay JSON 404). Files are listed
 * at start-up, so a build made later needs a restart; the page handler says so.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(distDir)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The template is served by the page handler only (with its placeholders filled); robots.txt is
    // generated with the configured origin (routes/sitemap.ts), so a stale built copy must not shadow it.
    // The server's render bundle (decision 032) and the build's manifests are the server's own, never sent.
    globIgnore: [
      'index.html',
      'index.html.br',
      'index.html.gz',
      'robots.txt',
      '**/*.br',
      '**/*.gz',
      '.ssr/**',
      '.vite/**',
    ],
    setHeaders(reply, filePath) {
      const relative = path
        .relative(distDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('cache-control', cacheControlFor(relative));
    },
  });
  return true;
}
