/**
 * Home page calls of spec §7 on the one API slice: `main_page/` (or
 * `main_page/preview/` with an editor's key) and `action_timers/`.
 * Types only from the schemas: a value import would pull zod into the chunk.
 */
import { api } from '@/lib/api/api';
import type { HomePage } from '@/schemas/home';
import type { ActionTimers } from '@/schemas/site';

const PREVIEW_HEADER = 'X-Preview-Token';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomePage: build.query<HomePage, void>({ query: () => 'main_page/' }),
    /** The key travels as a header so it stays out of server logs and the worker's URL-keyed caches. */
    getHomePreview: build.query<HomePage, string>({
      query: (token) => ({ url: 'main_page/preview/', headers: { [PREVIEW_HEADER]: token } }),
      keepUnusedDataFor: 0,
    }),
    getActionTimers: build.query<ActionTimers, void>({ query: () => 'action_timers/' }),
  }),
});

export const { useGetHomePageQuery, useGetHomePreviewQuery, useGetActionTimersQuery } = homeApi;
