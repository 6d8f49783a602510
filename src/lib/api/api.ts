/**
 * The one RTK Query API slice. Features add their endpoints with
 * `api.injectEndpoints`; the cross-site-request token of spec §6 is echoed
 * from its cookie on every unsafe request.
 *
 * On the server (src/entry-server.tsx) the store's thunk `extra` carries a
 * `fetchFn` that answers from the API in-process: the same routes, schemas
 * and caches as a browser's request, no second way to read data. Its answers
 * reach the browser with the page and are put back by `extractRehydrationInfo`.
 */
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { buildQuery, type QueryInput } from '../query-string';
import type { RenderFetch } from '../render/server-render';
import { readCookie } from './cookies';

export const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The action that hands the server's answers to the browser's store. */
export const SERVER_STATE_HYDRATE = 'ssr/hydrate';

export interface ApiExtra {
  /** The server's in-process fetch; absent in the browser. */
  fetchFn?: RenderFetch;
}

const paramsSerializer = (params: Record<string, unknown>) => buildQuery(params as QueryInput);

export const baseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  credentials: 'same-origin',
  paramsSerializer,
  prepareHeaders: (headers, { type }) => {
    if (type === 'mutation') {
      const token = readCookie(CSRF_COOKIE);
      if (token) headers.set(CSRF_HEADER, token);
    }
    return headers;
  },
});

const serverQueries = new WeakMap<NonNullable<ApiExtra['fetchFn']>, typeof baseQuery>();

/** The server has no page address to resolve `/api/` against: any origin does, `fetchFn` never leaves the process. */
function serverBaseQuery(fetchFn: NonNullable<ApiExtra['fetchFn']>): typeof baseQuery {
  let query = serverQueries.get(fetchFn);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: 'http://render.internal/api/', fetchFn, paramsSerializer });
    serverQueries.set(fetchFn, query);
  }
  return query;
}

// On the server a hook whose read no loader started asks for it in the render, so the renderer can
// see it and render again with the answer (src/entry-server.tsx); the browser keeps effects.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery: async (args, apiContext, extraOptions) => {
    const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
    const fetchFn = (apiContext.extra as ApiExtra | undefined)?.fetchFn;
    const query = fetchFn ? serverBaseQuery(fetchFn) : baseQuery;
    const result = await query(args, { ...apiContext, type: UNSAFE.has(method) ? 'mutation' : 'query' }, extraOptions);
    // Spec §8: failed data requests are only logged; screens show their own empty states. The server's
    // render answers with the page's status instead (a missing entity is its 404).
    if (result.error && !fetchFn)
      console.warn('API request failed', typeof args === 'string' ? args : args.url, result.error.status);
    return result;
  },
  extractRehydrationInfo(action, { reducerPath }) {
    const hydrate = action as UnknownAction & { payload?: Record<string, unknown> };
    if (hydrate.type === SERVER_STATE_HYDRATE) return hydrate.payload?.[reducerPath] as never;
    return undefined;
  },
  tagTypes: ['Favorites', 'Comparison', 'Lots', 'Projects'],
  endpoints: () => ({}),
});
