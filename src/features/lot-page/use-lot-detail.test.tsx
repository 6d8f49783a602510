import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { lotsApi } from '@/entities/lot/lots-api';
import { lotDetail } from '@/schemas/lot-fixture';
import { catalogueForAlias, parseLotId, useLotDetail, useProjectPath } from './use-lot-detail';

const COMMERCIAL_PROJECTS = {
  count: 1,
  page: 1,
  pages: 1,
  next_page: null,
  results: [{ slug: 'paveletsky', url: '/projects-commercial/paveletsky' }],
};

function setup(answers: Record<string, number>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
    calls.push(path);
    const status = answers[path] ?? 404;
    const body =
      status !== 200
        ? { status, message: 'Лот не найден' }
        : path === '/api/commercial_projects/'
          ? COMMERCIAL_PROJECTS
          : lotDetail();
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { calls, wrapper, store };
}

describe('useLotDetail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('maps aliases to catalogues and rejects bad ids', () => {
    expect(['flat', 'apartments', 'townhouse', undefined].map(catalogueForAlias)).toEqual([
      'apartments',
      'apartments',
      'apartments',
      'apartments',
    ]);
    expect(['commercials', 'office', 'premise'].map(catalogueForAlias)).toEqual([
      'commercials',
      'commercials',
      'commercials',
    ]);
    expect([
      parseLotId('148'),
      parseLotId('abc'),
      parseLotId('0'),
      parseLotId('99999999999'),
      parseLotId(undefined),
    ]).toEqual([148, null, null, null, null]);
  });

  it('asks the catalogue of the alias first', async () => {
    const { calls, wrapper } = setup({ '/api/commercials/148/': 200 });
    const { result } = renderHook(() => useLotDetail(148, 'office'), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(calls).toEqual(['/api/commercials/148/']);
  });

  it('falls back to the other catalogue on a 404 (/lots/{id} of a commercial lot)', async () => {
    const { calls, wrapper } = setup({ '/api/commercials/148/': 200 });
    const { result } = renderHook(() => useLotDetail(148, undefined), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(calls).toEqual(['/api/apartments/148/', '/api/commercials/148/']);
  });

  it('does not ask again a miss the prefetch already knows (one server render pass, one 404 in the browser)', async () => {
    const { calls, wrapper, store } = setup({ '/api/commercials/148/': 200 });
    const prefetched = store.dispatch(lotsApi.endpoints.getLot.initiate({ catalogue: 'apartments', id: 148 }));
    await prefetched;
    prefetched.unsubscribe();
    const { result } = renderHook(() => useLotDetail(148, undefined), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(calls).toEqual(['/api/apartments/148/', '/api/commercials/148/']);
  });

  it('is not found when neither catalogue has the lot', async () => {
    const { wrapper } = setup({});
    const { result } = renderHook(() => useLotDetail(148, 'flat'), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('not-found'));
  });

  it('offers a retry on a server failure', async () => {
    const { wrapper } = setup({ '/api/apartments/148/': 500 });
    const { result } = renderHook(() => useLotDetail(148, 'flat'), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('error'));
  });

  it('links homes to /projects/{slug} without asking anything', () => {
    const { calls, wrapper } = setup({});
    const { result } = renderHook(() => useProjectPath(lotDetail()), { wrapper });
    expect(result.current).toBe('/projects/ostozhenka');
    expect(calls).toEqual([]);
  });

  it('links commercial lots by the list of commercial projects', async () => {
    const { wrapper } = setup({ '/api/commercial_projects/': 200 });
    const office = lotDetail({ kind: 'office', project: { id: 9, slug: 'paveletsky', name: 'Северин Павелецкий' } });
    const retail = lotDetail({ kind: 'commercial' });
    const { result } = renderHook(() => [useProjectPath(office), useProjectPath(retail)], { wrapper });
    // Unknown until the list answers: no link rather than a wrong one.
    expect(result.current).toEqual([null, null]);
    await waitFor(() => expect(result.current).toEqual(['/projects-commercial/paveletsky', '/projects/ostozhenka']));
  });
});
