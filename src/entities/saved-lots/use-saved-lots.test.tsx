import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { savedLotsSlice } from './saved-lots-slice';
import { useSavedLotsBootstrap } from './use-saved-lots';

function setup() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    calls.push(new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname);
    return new Response(JSON.stringify({ count: 0, results: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
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
  return { calls, app, store };
}

describe('useSavedLotsBootstrap', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks nothing in a server render: the visitor’s lists are not part of the shared page', async () => {
    const { calls, app, store } = setup();
    renderToString(app);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(store.dispatch(api.util.getRunningQueriesThunk())).toEqual([]);
  });

  it('asks both lists in the browser', async () => {
    const { calls, app } = setup();
    render(app);
    await waitFor(() => expect([...calls].sort()).toEqual(['/api/comparison/', '/api/favorites/']));
  });
});
