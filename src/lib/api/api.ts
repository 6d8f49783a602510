/**
 * The one RTK Query API slice. Features add their endpoints with
 * `api.injectEndpoints`; the cross-site-request token of spec §6 is echoed
 * from its cookie on every unsafe request.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { buildQuery, type QueryInput } from '../query-string';
import { readCookie } from './cookies';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const baseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  credentials: 'same-origin',
  paramsSerializer: (params) => buildQuery(params as QueryInput),
  prepareHeaders: (headers, { type }) => {
    if (type === 'mutation') {
      const token = readCookie(CSRF_COOKIE);
      if (token) headers.set(CSRF_HEADER, token);
    }
    return headers;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery: async (args, apiContext, extra) => {
    const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
    const result = await baseQuery(args, { ...apiContext, type: UNSAFE.has(method) ? 'mutation' : 'query' }, extra);
    // Spec §8: failed data requests are only logged; screens show their own empty states.
    if (result.error) console.warn('API request failed', typeof args === 'string' ? args : args.url, result.error.status);
    return result;
  },
  tagTypes: ['Favorites', 'Comparison', 'Lots', 'Projects'],
  endpoints: () => ({}),
});
