/**
 * Serves the built single-page app. Files come from DIST_DIR; every path of
 * the route table gets the page template with the right status (200 when the
 * route's entity exists, 404 otherwise), its SEO tags and the runtime
 * configuration. Anything else no route claimed gets the not-found page from
 * the same handler; `/api` keeps its own JSON 404.
 *
 * Request flow: guard (302 to `/` on the production host) → route match →
 * maintenance → render cache key (build, config, address, data versions,
 * visitor hints; html/render-cache.ts) → 304 when the browser's ETag is the
 * key's → kept page, or `resolvePageMeta` (null = 404) → runtime config →
 * `renderPage` (head extras: hero preload, JSON-LD) → the app rendered on
 * the server (html/render-app.ts, decision 032) → template with head,
 * stylesheets, `#root`, runtime config and `#app-state` filled in, kept for
 * the next request.
 *
 * Search engines also get `/robots.txt`, `/sitemap.xml` and its parts
 * (routes/sitemap.ts) and JSON-LD on every page (html/render-page.ts).
 *
 * The table's paths are registered as real routes (hidden from OpenAPI)
 * rather than served from the not-found handler alone: route hooks such as
 * compression only run on registered routes.
 *
 * `/index.html` is the app shell the service worker precaches (decision 011):
 * it gets the same filled template with generic meta, `noindex` and status
 * 200, never the raw file with its placeholders (the runtime config would be
 * missing offline) and never the «file not found» answer.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRuntimeConfig } from '../../src/lib/app-config.ts';
import { readVisitorHints, visitorHintsKey } from '../../src/lib/render/visitor-hints.ts';
import { ROUTES, matchRoute, normalizePath } from '../../src/lib/routes.ts';
import { guardRedirect, stageForHost } from '../../src/lib/stage.ts';
import type { ApiError } from '../../src/schemas/site.ts';
import { renderHeadTags } from '../html/head.ts';
import { createTemplateSource, fillTemplate } from '../html/template.ts';
import { NO_CACHE, looksLikeFile, registerStaticFiles } from '../html/static-files.ts';
import { NO_BUILD_PAGE } from '../html/fallbacks.ts';
import { describeUnavailable, isDatabaseUnavailable } from '../db/unavailable.ts';
import { createPageResolver, type PageStatus, type ResolvedPage } from '../html/resolve-page.ts';
import { readMaintenanceUntil } from '../html/maintenance.ts';
import { RenderCache, type RenderedBody } from '../html/render-cache.ts';
import { createBuildId, moscowDay, normaliseSearch, renderKey } from '../html/render-key.ts';
import { answeredNotModified, appendVary, pageHeaders, sendPage, serverTiming } from '../html/send-page.ts';
import { catalogueFor } from '../services/lots/catalogue.ts';
import { contentVersionFor } from '../services/content-version.ts';
import { siteIdentityOrLast, type SiteIdentity } from '../services/site-identity.ts';
import sitemapRoutes from '../routes/sitemap.ts';
import { etagFor } from './etag.ts';
import {
  findPreloadedFonts,
  fontPreloadTags,
  prefetchFiles,
  readScreenPreloads,
  withPrefetch,
  withScreenPreloads,
} from '../html/asset-hints.ts';
import { LIKELY_NEXT_SCREENS } from '../../src/lib/likely-next-screens.ts';

/** The address the service worker precaches the shell under (workbox adds `?__WB_REVISION__=…`). */
const SHELL_PATH = '/index.html';

export default fp(
  async (app) => {
    const { config } = app;
    const distDir = path.resolve(config.DIST_DIR);
    const template = createTemplateSource(distDir, { cache: config.NODE_ENV !== 'development' });
    const resolvePage = createPageResolver(app.db, config.PUBLIC_ORIGIN, () => app.pageRenderer);
    // HTML_CACHE_MB=0 renders every request (benchmarks of the render itself).
    const cache = config.HTML_CACHE_MB > 0 ? new RenderCache({ maxBytes: config.HTML_CACHE_MB * 1024 * 1024 }) : null;
    const buildId = createBuildId(distDir);
    // robots.txt and the sitemap are generated (they name the configured origin), not built files.
    await app.register(sitemapRoutes);
    if (!(await registerStaticFiles(app, distDir))) {
      app.log.warn({ distDir }, 'no built app: pages answer 503 until `npm run build` and a restart');
    }
    // Listed with the static files, at start-up: hashed names change with a build, which needs a restart anyway.
    const fontHints = fontPreloadTags(findPreloadedFonts(distDir));
    const screenPreloads = readScreenPreloads(distDir);

    /** The precached shell: any page may be drawn into it, so its meta names the site only. */
    const shellPage = (runtime: AppRuntimeConfig, identity: SiteIdentity): ResolvedPage => ({
      status: 200,
      meta: {
        slug: '/',
        title: identity.slogan ? `${identity.name} — ${identity.slogan}` : identity.name,
        description: identity.defaultDescription,
        canonical: new URL('/', config.PUBLIC_ORIGIN).href,
        og_image: null,
        h1: identity.name,
      },
      rendered: { head: '' },
      config: runtime,
    });

    /** The finished document of a resolved page. */
    function documentOf(
      text: string,
      page: ResolvedPage,
      screen: string | undefined,
      isShell: boolean,
      stage: string,
      siteName: string,
    ): Buffer {
      const seoHead = renderHeadTags(page.meta, {
        publicOrigin: config.PUBLIC_ORIGIN,
        siteName,
        // Test stages, error pages and the shell's own address stay out of search indexes.
        noindex: isShell || page.status !== 200 || stage !== 'production',
      });
      // The shell may become any page; an error page and the maintenance page do not draw the route's screen.
      // readMaintenanceUntil answers only works still ahead.
      const drawsScreen = !isShell && page.status === 200 && page.config.maintenanceUntil === null;
      const screenFiles = drawsScreen && screen ? screenPreloads[screen] : undefined;
      const { root, state } = page.rendered;
      const html = fillTemplate(text, {
        head: [fontHints, seoHead, page.rendered.head].filter(Boolean).join('\n    '),
        root,
        state,
        config: page.config,
      });
      // The site's one stylesheet is the template's own (vite.config.ts: no CSS per chunk, decision 032).
      // A page the browser draws (the shell, SSR off) imports the next screens itself, as before.
      const prefetch = root ? prefetchFiles(screenPreloads, LIKELY_NEXT_SCREENS, screenFiles) : [];
      return Buffer.from(withPrefetch(withScreenPreloads(html, screenFiles), prefetch));
    }

    /** Both data versions a page may show (decision 006, migration 0005); null when the database cannot say. */
    async function dataVersions(): Promise<[string, number] | null> {
      return Promise.all([
        catalogueFor(app.db)
          .current()
          .then((snapshot) => snapshot.key),
        contentVersionFor(app.db).current(),
      ]).catch(() => null);
    }

    async function servePage(request: FastifyRequest, reply: FastifyReply) {
      const rawPath = request.url.split('?')[0] ?? '/';
      const isApi = rawPath === '/api' || rawPath.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        const body: ApiError = { status: 404, message: `Не найдено: ${request.method} ${rawPath}` };
        return reply.status(404).send(body);
      }
      const pathname = normalizePath(rawPath);
      const stage = stageForHost(request.host, config.PRODUCTION_HOST);
      const redirect = guardRedirect(pathname, stage, config.DEV_FLAG);
      if (redirect) return reply.header('cache-control', NO_CACHE).redirect(redirect, 302);

      const isShell = pathname === SHELL_PATH;
      const match = matchRoute(pathname);
      if (!match && !isShell && looksLikeFile(pathname)) {
        // A missing script or image must not receive the HTML page (confusing MIME errors).
        return reply
          .status(404)
          .header('cache-control', NO_CACHE)
          .type('text/plain; charset=utf-8')
          .send('Файл не найден');
      }
      const text = await template.get();
      if (text === null) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NO_BUILD_PAGE);
      }

      const maintenanceUntil = await readMaintenanceUntil(app.db).catch((error: unknown) => {
        // The database away is said once per request in a line, as the API does (decision 027); the page answers 503.
        if (isDatabaseUnavailable(error))
          request.log.warn(describeUnavailable(error), 'maintenance setting unreadable: database unavailable');
        else request.log.error(error, 'maintenance setting unreadable');
        return null;
      });
      const search = normaliseSearch(request.url);
      // The browser's router sees the address as asked: a trailing slash kept draws the same links and states.
      const appPath = rawPath.length > 1 && rawPath.endsWith('/') && pathname !== '/' ? `${pathname}/` : pathname;
      const appUrl = search ? `${appPath}?${search}` : appPath;
      const hints = readVisitorHints(request.headers.cookie ?? '');
      const runtime = (status: PageStatus): AppRuntimeConfig => ({
        stage,
        devFlag: config.DEV_FLAG,
        status,
        origin: `${request.protocol}://${request.host}`,
        maintenanceUntil,
        captchaSiteKey: config.CAPTCHA_SITE_KEY ?? null,
        callTrackingUrl: config.CALL_TRACKING_URL ?? null,
        yandexMetrikaId: config.YANDEX_METRIKA_ID,
        adCounterId: config.AD_COUNTER_ID,
        callbackWidgetSrc: config.CALLBACK_WIDGET_SRC,
      });
      const render = async (): Promise<RenderedBody> => {
        // The shell and an error page are drawn with the database away too: the last identity known then.
        const identity = await siteIdentityOrLast(app.db);
        const page = isShell
          ? shellPage(runtime(200), identity)
          : await resolvePage({ log: request.log, pathname, match, search, appUrl, hints, configFor: runtime });
        return {
          status: page.status,
          body: documentOf(text, page, match?.route.screen, isShell, stage, identity.name),
          transient: page.transient,
        };
      };
      pageHeaders(reply);

      // Not kept: the shell, an announced maintenance (it ends by the clock), a preview of unpublished content.
      const versions =
        cache && !isShell && maintenanceUntil === null && !new URLSearchParams(search).has('preview')
          ? await dataVersions()
          : null;
      if (!cache || !versions) {
        const started = performance.now();
        const page = await render();
        return sendPage(request, reply.header('server-timing', serverTiming('off', performance.now() - started)), page);
      }
      // The config without its status holds the stage, the origin and every deployment setting the page embeds.
      // It must hold nothing that changes per request (a clock, a nonce): each value would be a page of its own.
      // The path as asked (a trailing slash kept): the app is rendered at the address the browser's router will see.
      const key = renderKey([
        buildId(text),
        JSON.stringify(runtime(200)),
        rawPath,
        search,
        ...versions,
        moscowDay(),
        visitorHintsKey(hints),
      ]);
      const etag = etagFor(key);
      // The page depends on the lots-view cookie (visitor hints), so a shared cache must not mix visitors.
      appendVary(reply, 'cookie');
      if (answeredNotModified(request, reply, etag)) return reply.send();
      const { page, outcome } = await cache.get(key, render);
      if (page.status === 200) reply.header('etag', etag);
      reply.header('server-timing', serverTiming(outcome, page.renderMs));
      return sendPage(request, reply, page, (encoding) => cache.encoded(page, encoding));
    }

    for (const routePath of new Set([...ROUTES.map((route) => route.path), SHELL_PATH])) {
      app.get(routePath, { schema: { hide: true } }, servePage);
    }
    app.setNotFoundHandler(servePage);
  },
  { name: 'html', dependencies: ['db', 'security'] },
);
