/**
 * Decides status, meta and rendered markup of one page request. A database
 * failure becomes a 500 page (the shell still loads and shows the server
 * error screen) rather than a bare JSON error in the browser; an unreachable
 * database a 503 page, which the HTML plugin sends with `Retry-After`
 * (decision 027).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RouteMatch } from '../../src/lib/routes.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable, describeUnavailable } from '../db/unavailable.ts';
import { resolvePageMeta } from '../services/page-meta.ts';
import { createPageCache } from '../services/page-cache.ts';
import { notFoundMeta, serverErrorMeta } from './fallbacks.ts';
import { renderPage, type RenderedPage } from './render-page.ts';

export interface ResolvedPage {
  status: 200 | 404 | 500 | 503;
  meta: SeoPage;
  rendered: RenderedPage;
}

const EMPTY: RenderedPage = { head: '', html: '' };
/** The share image of pages without their own is the home page's; it changes rarely. */
const DEFAULT_IMAGE_TTL_MS = 5 * 60_000;

export function createPageResolver(db: Db, publicOrigin: string) {
  let defaultImage: { value: string | null; expires: number } | null = null;

  async function shareImage(meta: SeoPage): Promise<string | null> {
    if (meta.og_image) return meta.og_image;
    if (!defaultImage || defaultImage.expires < Date.now()) {
      const home = await resolvePageMeta(db, '/', { publicOrigin });
      defaultImage = { value: home?.og_image ?? null, expires: Date.now() + DEFAULT_IMAGE_TTL_MS };
    }
    return defaultImage.value;
  }

  async function resolveUncached(log: FastifyBaseLogger, pathname: string, match: RouteMatch | null): Promise<ResolvedPage> {
    try {
      const found = match ? await resolvePageMeta(db, pathname, { publicOrigin }) : null;
      const meta = found ?? notFoundMeta(pathname, publicOrigin);
      const withImage = { ...meta, og_image: await shareImage(meta) };
      if (!found || !match) return { status: 404, meta: withImage, rendered: EMPTY };
      const rendered = await renderPage({ path: pathname, route: match.route, params: match.params, meta: withImage, db, publicOrigin });
      return { status: 200, meta: withImage, rendered };
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        log.warn(describeUnavailable(error), 'page could not be resolved: database unavailable');
        return { status: 503, meta: serverErrorMeta(pathname, publicOrigin), rendered: EMPTY };
      }
      log.error(error, 'page could not be resolved');
      return { status: 500, meta: serverErrorMeta(pathname, publicOrigin), rendered: EMPTY };
    }
  }

  // Lot pages come from memory while the catalogue is unchanged (services/page-cache.ts, decision 019).
  const cachedPage = createPageCache<ResolvedPage>(db);
  return (log: FastifyBaseLogger, pathname: string, match: RouteMatch | null): Promise<ResolvedPage> =>
    cachedPage(pathname, match, () => resolveUncached(log, pathname, match));
}
