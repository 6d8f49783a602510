/**
 * Decides status, meta, runtime config and rendered markup of one page
 * request, in that order: the render is given the config the template will
 * embed. A database failure becomes a 500 page (the shell still loads and
 * shows the server error screen) rather than a bare JSON error in the
 * browser; an unreachable database a 503 page, which the HTML plugin sends
 * with `Retry-After` (decision 027). Caching is the caller's
 * (html/render-cache.ts): this always does the work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppRuntimeConfig } from '../../src/lib/app-config.ts';
import type { VisitorHints } from '../../src/lib/render/visitor-hints.ts';
import type { RouteMatch } from '../../src/lib/routes.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable, describeUnavailable } from '../db/unavailable.ts';
import { contentVersionFor } from '../services/content-version.ts';
import { resolvePageMeta } from '../services/page-meta.ts';
import { notFoundMeta, serverErrorMeta } from './fallbacks.ts';
import { lastSiteIdentity, siteIdentityFor } from '../services/site-identity.ts';
import { renderPage, type RenderedPage } from './render-page.ts';
import { renderApp } from './render-app.ts';
import type { PageRenderer } from './ssr-renderer.ts';

export type PageStatus = 200 | 404 | 500 | 503;

export interface ResolvedPage {
  status: PageStatus;
  meta: SeoPage;
  rendered: RenderedPage;
  config: AppRuntimeConfig;
  /** The server's render of the app was missed (failed, or its queue was full): send this page, keep it not. */
  transient?: boolean;
}

export interface PageRequest {
  log: FastifyBaseLogger;
  pathname: string;
  match: RouteMatch | null;
  /** Normalised query without `?` (html/render-key.ts). */
  search: string;
  /** The address the app is rendered at: the path (its trailing slash kept, as the browser's router will see it) and that query. */
  appUrl: string;
  hints: VisitorHints;
  /** The runtime config of a page with this status. */
  configFor: (status: PageStatus) => AppRuntimeConfig;
}

const EMPTY: RenderedPage = { head: '' };

/** `renderer` is read per page: the server's render is loaded once the app is ready (plugins/ssr.ts). */
export function createPageResolver(db: Db, publicOrigin: string, renderer: () => PageRenderer | null = () => null) {
  // The home's share image, for pages without their own; kept per content version (seo_pages moves it).
  let defaultImage: { value: string | null; version: number } | null = null;

  async function shareImage(meta: SeoPage): Promise<string | null> {
    if (meta.og_image) return meta.og_image;
    const version = await contentVersionFor(db).current();
    if (defaultImage?.version !== version) {
      const home = await resolvePageMeta(db, '/', { publicOrigin });
      defaultImage = { value: home?.og_image ?? null, version };
    }
    return defaultImage.value;
  }

  function failed(request: PageRequest, error: unknown): ResolvedPage {
    const meta = serverErrorMeta(request.pathname, publicOrigin, lastSiteIdentity(db));
    if (isDatabaseUnavailable(error)) {
      request.log.warn(describeUnavailable(error), 'page could not be resolved: database unavailable');
      return { status: 503, meta, rendered: EMPTY, config: request.configFor(503) };
    }
    request.log.error(error, 'page could not be resolved');
    return { status: 500, meta, rendered: EMPTY, config: request.configFor(500) };
  }

  /** The app's own page inside `#root` (decision 032); without a render the browser draws it. */
  async function withApp(request: PageRequest, page: ResolvedPage, seoPage?: SeoPage): Promise<ResolvedPage> {
    const app = await renderApp({
      renderer: renderer(),
      log: request.log,
      screen: page.status === 200 && request.match ? request.match.route.screen : null,
      url: request.appUrl,
      config: page.config,
      hints: request.hints,
      seoPage,
    });
    if (!app) return page;
    if ('missed' in app) return { ...page, transient: true };
    // A loader may know better than the meta table (an entity gone meanwhile): the app's 404 is the page's.
    const status: PageStatus = app.status === 404 ? 404 : page.status;
    return {
      ...page,
      status,
      config: status === page.config.status ? page.config : request.configFor(status),
      rendered: { head: page.rendered.head, root: app.root, state: app.state, renderMs: app.ms },
    };
  }

  return async function resolvePage(request: PageRequest): Promise<ResolvedPage> {
    const { pathname, match } = request;
    try {
      const found = match ? await resolvePageMeta(db, pathname, { publicOrigin }) : null;
      const meta = found ?? notFoundMeta(pathname, publicOrigin, await siteIdentityFor(db));
      const withImage = { ...meta, og_image: await shareImage(meta) };
      if (!found || !match)
        return await withApp(request, {
          status: 404,
          meta: withImage,
          rendered: EMPTY,
          config: request.configFor(404),
        });
      const config = request.configFor(200);
      const rendered = await renderPage({
        path: pathname,
        route: match.route,
        params: match.params,
        meta: withImage,
        db,
        publicOrigin,
        search: request.search,
        hints: request.hints,
        config,
      });
      return await withApp(request, { status: 200, meta: withImage, rendered, config }, found);
    } catch (error) {
      return failed(request, error);
    }
  };
}
