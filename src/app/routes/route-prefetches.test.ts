/**
 * The prefetches added for the server's one-pass render (issue 31): each
 * asks what its screen asks on arrival, with the same cache keys, and
 * nothing for an address that shows no data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { Prefetch } from '@/lib/api/prefetch';
import { ROUTES, type RouteDef } from '@/lib/routes';
import { relatedLotsArgs } from '@/features/articles/article-project';
import { prefetchArticlePage } from '@/features/articles/article-prefetch';
import { prefetchSharedComparison } from '@/features/compare/shared-comparison';
import { prefetchProjectsList, projectsListArgs } from '@/features/projects-list/projects-list-prefetch';
import { parseProjectFilters } from '@/features/projects-list/project-filters-model';
import { lotDetail } from '@/schemas/lot-fixture';
import { prefetchPrintPage } from './print-prefetch';

type Answer = { status: number; body: unknown };

function setup(answers: Record<string, Answer> = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    calls.push(url.pathname + url.search);
    const answer = answers[url.pathname] ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const run = (prefetch: Prefetch, address: string, route: RouteDef | undefined, params: Record<string, string> = {}) =>
    prefetch({ dispatch: store.dispatch, params, url: new URL(address, 'http://localhost'), route });
  const keys = () => Object.keys(store.getState()[api.reducerPath].queries).sort();
  /** The cache key a hook with these arguments reads. */
  const keyOf = (endpoint: string, args: unknown) =>
    Object.entries(store.getState()[api.reducerPath].queries).find(
      ([, entry]) => entry?.endpointName === endpoint && JSON.stringify(entry.originalArgs) === JSON.stringify(args),
    )?.[0];
  return { calls, run, keys, keyOf };
}

const route = (name: string) => ROUTES.find((entry) => entry.name === name);

describe('route prefetches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/print: the sheets’ site info and each lot, a commercial one from its own catalogue after the 404', async () => {
    const { calls, run } = setup({
      '/api/apartments/7/': { status: 404, body: { status: 404 } },
      '/api/apartments/5/': { status: 200, body: lotDetail() },
      '/api/commercials/7/': { status: 200, body: lotDetail({ kind: 'office' }) },
    });
    await run(prefetchPrintPage, '/print?ids=5,7', route('print'));
    expect(calls.sort()).toEqual(['/api/apartments/5/', '/api/apartments/7/', '/api/commercials/7/', '/api/info/']);
  });

  it('/print run again (the router on a server page being hydrated) asks nothing, not even the known 404', async () => {
    const { calls, run } = setup({
      '/api/apartments/7/': { status: 404, body: { status: 404 } },
      '/api/commercials/7/': { status: 200, body: lotDetail({ kind: 'office' }) },
    });
    await run(prefetchPrintPage, '/print?ids=7', route('print'));
    const first = [...calls];
    await run(prefetchPrintPage, '/print?ids=7', route('print'));
    expect(calls).toEqual(first);
  });

  it('/print with a wrong address asks no lot', async () => {
    const { calls, run } = setup();
    await run(prefetchPrintPage, '/print?ids=5,abc', route('print'));
    expect(calls).toEqual(['/api/info/']);
  });

  it('an article, then the cheapest lots of its project as the project block asks them', async () => {
    const project = {
      id: 8,
      kind: 'residential' as const,
      slug: 'sokolniki',
      name: 'Северин Сокольники',
      url: '/projects/sokolniki',
    };
    const { run, keyOf } = setup({ '/api/articles/news/start/': { status: 200, body: { slug: 'start', project } } });
    await run(prefetchArticlePage, '/news/start', route('news-slug'), { slug: 'start' });
    expect(keyOf('getArticle', { kind: 'news', slug: 'start' })).toBeTruthy();
    expect(keyOf('getLots', relatedLotsArgs(project))).toBeTruthy();
  });

  it('an article about no project asks no lots', async () => {
    const { run, keys } = setup({
      '/api/articles/promo/sale/': { status: 200, body: { slug: 'sale', project: null } },
    });
    await run(prefetchArticlePage, '/promo/sale', route('promo-slug'), { slug: 'sale' });
    expect(keys()).toEqual(['getArticle({"kind":"promo","slug":"sale"})']);
  });

  it('a shared comparison link: its lots by the ids of the address; the visitor’s own comparison: nothing', async () => {
    const { calls, run } = setup();
    await run(prefetchSharedComparison, '/compare?type=apartments&ids=3,1,3,x', route('compare'));
    await run(prefetchSharedComparison, '/compare', route('compare'));
    expect(calls).toEqual(['/api/comparison/lots/?ids=3,1']);
  });

  it('a projects list filtered by the address, with the arguments of the list’s hooks', async () => {
    const { run, keyOf } = setup();
    const search = '?district=Хамовники&has_free_lots=true';
    await run(prefetchProjectsList, `/projects-commercial${search}`, route('commercial-projects'));
    const args = projectsListArgs('commercial', parseProjectFilters(search));
    expect(args.filters).not.toEqual({});
    expect(keyOf('getProjects', args)).toBeTruthy();
    expect(keyOf('getProjectFacets', args)).toBeTruthy();
  });
});
