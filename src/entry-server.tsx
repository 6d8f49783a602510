/**
 * The server's render of a page (decision 032): the app's own route table,
 * loaders and screens, drawn with react-dom/server and handed to the browser,
 * which hydrates it (src/main.tsx). Built by `npm run build` into
 * `dist/.ssr/entry-server.js`; the server loads it (server/html/ssr-renderer.ts).
 *
 * The whole page is rendered before a byte of it is sent (`onAllReady`): a
 * Suspense boundary finished later in a stream arrives with an inline script,
 * which the strict CSP refuses, and a half-drawn page is never sent.
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
} from 'react-router';
import { api } from '@/lib/api/api';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import type { PageState, RouterHydration } from '@/lib/render/page-state';
import type { ServerRenderInput, ServerRenderResult } from '@/lib/render/server-render';
import { createStoreCore, type AppStore } from '@/app/store';
import { createRoutes } from '@/app/route-objects';
import { createServerPageData } from '@/app/server-page-data';
import { SCREENS } from '@/app/screens';

const DEFAULT_TIMEOUT_MS = 2000;

/** Every screen module, loaded once: the first render of each page then finds its lazy route resolved. */
export function warmUp(): Promise<unknown> {
  return Promise.all(Object.values(SCREENS).map((load) => load()));
}

function serializeErrors(errors: StaticHandlerContext['errors']): RouterHydration['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [id, { message: error.message, __type: 'Error' }];
      return [id, error];
    }),
  );
}

function renderToHtml(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`render took over ${timeoutMs} ms`));
      reject(new Error(`render took over ${timeoutMs} ms`));
    }, timeoutMs);
    const stream = renderToPipeableStream(element, {
      // Every finished boundary inline: one sent apart from its place needs an inline script to be moved
      // in, which the CSP refuses (the browser would then draw that part itself).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A part that failed on the server is drawn by the browser (React's client fallback); say why here.
        console.error('server render error', error);
      },
    });
  });
}

/** The answered reads only: a read still under way or never started is the browser's to make. */
function answeredApiState(store: AppStore): unknown {
  const state = store.getState()[api.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected'),
  );
  return { ...state, queries, mutations: {}, subscriptions: {} };
}

export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const reads = new Set<string>();
  const fetchFn: ServerRenderInput['fetchFn'] = (request, init) => {
    const url = new URL(request instanceof Request ? request.url : request.toString());
    reads.add(`${url.pathname}${url.search}`);
    return input.fetchFn(request, init);
  };
  const store = createStoreCore({ fetchFn });
  try {
    const handler = createStaticHandler(
      createRoutes({ store, config: () => input.config, pageData: createServerPageData(store) }),
    );
    const context = await handler.query(new Request(input.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const env: RenderEnv = {
      config: input.config,
      renderedAt: input.renderedAt,
      eager: () => true,
      hints: input.hints,
    };
    const page = () => (
      <StrictMode>
        <RenderEnvProvider value={env}>
          <Provider store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Provider>
        </RenderEnvProvider>
      </StrictMode>
    );
    const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let html = await renderToHtml(page(), timeoutMs);
    let passes = 1;
    // A read a screen asks for in its render but no loader started: wait for it and draw again with it.
    const started = store.dispatch(api.util.getRunningQueriesThunk());
    const lateReads = started.map((query) => query.queryCacheKey);
    if (started.length > 0) {
      await Promise.allSettled(started);
      html = await renderToHtml(page(), timeoutMs);
      passes = 2;
    }
    const state: PageState = {
      renderedAt: input.renderedAt,
      api: answeredApiState(store),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      reads: [...reads],
    };
    return { kind: 'page', status: context.statusCode, html, state, passes, lateReads };
  } finally {
    // Clears the cache's expiry timers: the store is dropped with the request.
    store.dispatch(api.util.resetApiState());
  }
}
