/**
 * Loads the server's render of the app (`<dist>/.ssr/entry-server.js`, built
 * by `npm run build`, decision 032) and gives it the API in-process: the
 * page's reads go through `app.inject`, so they meet the same routes, schemas,
 * caches and database errors as a browser's, with no network and no second
 * way to read data. Without the bundle (an older build, the API tests' fake
 * one, `SSR=off`) pages are drawn by the browser as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerRenderInput, ServerRenderModule, ServerRenderResult } from '../../src/lib/render/server-render.ts';

export const SSR_BUNDLE = path.join('.ssr', 'entry-server.js');
/** Marks the in-process reads of a render: not logged line by line, not counted as visits. */
export const RENDER_REQUEST_HEADER = 'x-page-render';

export type PageRenderInput = Omit<ServerRenderInput, 'fetchFn'>;

export interface PageRenderer {
  render(input: PageRenderInput): Promise<ServerRenderResult>;
  /** The bundle's file and when it was built: part of the rendered pages' cache key. */
  readonly bundle: string;
}

type Inject = FastifyInstance['inject'];

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || name === 'set-cookie') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** `fetch` for RTK Query's base query, answered by the app itself. */
export function injectFetch(inject: Inject, host: string): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const response = await inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', host, [RENDER_REQUEST_HEADER]: '1' },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: headersOf(response.headers) });
  };
}

export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const file = path.resolve(distDir, SSR_BUNDLE);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerRenderModule;
  // Every screen's module once, at start: no page waits for its first import.
  await entry.warmUp();
  const inject: Inject = app.inject.bind(app);
  return {
    bundle: file,
    render: (input) => entry.render({ ...input, fetchFn: injectFetch(inject, new URL(input.config.origin).host) }),
  };
}
