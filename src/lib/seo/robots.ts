/**
 * robots.txt text. Production lets crawlers in except for the API, personal
 * pages (favourites, comparison, print sheets) and the shell address, says
 * the listing feeds are open to the listing sites' robots, and names the
 * sitemap of the public origin; a test stage (any other host, spec §9) shuts
 * everything, so a stage never competes with the real site.
 */
import { GUARDED_SEGMENTS } from '../routes';

/** Paths with nothing to index: the API, visitor-specific pages, the precached shell. */
const DISALLOWED_PATHS = ['/api/', '/print', '/favorites', '/index.html', '/pdf/'] as const;

/** Said outright though `Allow: /` covers them: Yandex Realty's and ЦИАН's robots fetch the feeds (server/routes/feeds.ts). */
const ALLOWED_PATHS = ['/feeds/'] as const;

export function robotsTxt(options: { origin: string; production: boolean }): string {
  if (!options.production) return 'User-agent: *\nDisallow: /\n';
  const guarded = GUARDED_SEGMENTS.map((segment) => `/${segment}`);
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ALLOWED_PATHS.map((path) => `Allow: ${path}`),
    ...[...DISALLOWED_PATHS, ...guarded].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', options.origin).href}`,
    '',
  ];
  return lines.join('\n');
}
