import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';

/**
 * The modules fresh, as the server's bundle or the browser's builds them: on the server
 * (`import.meta.env.SSR`) RTK Query starts a read in the render itself, as the renderer needs.
 */
async function setup(ssr: boolean) {
  vi.stubEnv('SSR', ssr);
  vi.resetModules();
  const { api } = await import('@/lib/api/api');
  const { savedLotsSlice } = await import('./saved-lots-slice');
  const { useSavedLotsBootstrap } = await import('./use-saved-lots');
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    calls.push(new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname);
    return new Response(JSON.stringify({ count: 0, results: [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [savedLotsSlice.reducerPath]: savedLotsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  function Bootstrap() {
    useSavedLotsBootstrap();
    return null;
  }
  const app = (
    <Provider store={store}>
      <Bootstrap />
    </Provider>
  );
  const running = () => store.dispatch(api.util.getRunningQueriesThunk()).length;
  return { calls, app, running };
}

describe('useSavedLotsBootstrap', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('asks nothing in a server render: the visitor’s lists are not part of the shared page', async () => {
    const { calls, app, running } = await setup(true);
    renderToString(app);
    expect(running()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('asks both lists in the browser', async () => {
    const { calls, app } = await setup(false);
    render(app);
    await waitFor(() => expect([...calls].sort()).toEqual(['/api/comparison/', '/api/favorites/']));
  });
});
