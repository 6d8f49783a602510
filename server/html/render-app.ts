/**
 * The page's own markup from the server's render of the app (decision 032):
 * what goes into `#root`, and the state block the browser hydrates it with.
 * Null means the browser draws the page (no render bundle, a screen not yet
 * rendered on the server, or a render that failed or took too long — logged,
 * never a broken page).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppRuntimeConfig } from '../../src/lib/app-config.ts';
import type { ScreenKey } from '../../src/lib/routes.ts';
import type { VisitorHints } from '../../src/lib/render/visitor-hints.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import { pageStateScript } from '../../src/lib/render/page-state.ts';
import { RenderBusyError } from './render-queue.ts';
import type { PageRenderer } from './ssr-renderer.ts';
import { SSR_SCREENS } from './ssr-routes.ts';

export interface AppRenderInput {
  renderer: PageRenderer | null;
  log: FastifyBaseLogger;
  /** The screen of the matched route; null for an address no route claims (the not-found page). */
  screen: ScreenKey | null;
  /** Path and query as asked, e.g. `/lots?rooms=2`. */
  url: string;
  config: AppRuntimeConfig;
  hints: VisitorHints;
  /** The page's meta as resolved for its head (a 200 page), so the render need not read it again. */
  seoPage?: SeoPage;
}

export interface RenderedApp {
  /** Markup inside `#root`. */
  root: string;
  /** The `#app-state` block. */
  state: string;
  /** The status the app's loaders arrived at (200, or 404 from a loader). */
  status: number;
  /** Renders it took: 2 when a screen asked for data no loader had started (see src/entry-server.tsx). */
  passes: number;
  /** Milliseconds the render took. */
  ms: number;
  /** Reads a screen asked for in its render that no loader had started (the cause of a second pass). */
  lateReads: string[];
}

/** A page the server meant to render but the browser draws: sent, never kept (html/render-cache.ts). */
export interface RenderMissed {
  missed: 'failed' | 'busy';
}

const FAILED: RenderMissed = { missed: 'failed' };
/** Under overload every page is busy: one line per interval says how many, not one per page. */
const BUSY_LOG_INTERVAL_MS = 10_000;
let busySince: { at: number; count: number } | null = null;

function noteBusy(log: FastifyBaseLogger, error: RenderBusyError): RenderMissed {
  const now = Date.now();
  if (!busySince || now - busySince.at >= BUSY_LOG_INTERVAL_MS) {
    log.warn(
      { waitedMs: Math.round(error.waitedMs), pagesSinceLastLine: busySince?.count ?? 0 },
      'server render queue full: the browser draws pages until it drains',
    );
    busySince = { at: now, count: 0 };
  }
  busySince.count += 1;
  return { missed: 'busy' };
}

/** Null: this page is the browser's to draw (no render bundle, a screen not rendered on the server). */
export async function renderApp(input: AppRenderInput): Promise<RenderedApp | RenderMissed | null> {
  const { renderer } = input;
  if (!renderer || (input.screen !== null && !SSR_SCREENS.has(input.screen))) return null;
  const started = performance.now();
  try {
    const result = await renderer.render({
      url: new URL(input.url, input.config.origin).href,
      config: input.config,
      hints: input.hints,
      renderedAt: Date.now(),
      seoPage: input.seoPage,
    });
    if (result.kind !== 'page') return null;
    const ms = performance.now() - started;
    // A loader or a screen's module failed (not the maintenance page, whose 503 the root loader means):
    // the browser draws the page, as when there is no render, rather than an error page sent as the page.
    if (result.status >= 500 && !(result.status === 503 && input.config.maintenanceUntil)) {
      input.log.error(
        { url: input.url, status: result.status },
        'server render failed in a loader: the browser draws the page',
      );
      return FAILED;
    }
    if (result.passes > 1) {
      input.log.warn(
        { url: input.url, reads: result.lateReads },
        'server render took two passes: a screen reads data its prefetch does not start',
      );
    }
    return {
      root: result.html,
      state: pageStateScript(result.state),
      status: result.status,
      passes: result.passes,
      ms,
      lateReads: result.lateReads,
    };
  } catch (error) {
    if (error instanceof RenderBusyError) return noteBusy(input.log, error);
    input.log.error(error, 'server render failed: the browser draws the page');
    return FAILED;
  }
}
