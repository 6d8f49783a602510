import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { Persistor } from 'redux-persist';
import { ROUTES } from '@/lib/routes';
import type { Prefetch } from '@/lib/api/prefetch';
import { createPageData, FIRST_RENDER_WAIT_MS } from './page-data';
import type { AppStore } from './store';

const LOTS = ROUTES.find((route) => route.name === 'lots')!;

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;

function fakeStore() {
  const dispatch = vi.fn(() => Object.assign(Promise.resolve({ data: {} }), { unsubscribe: vi.fn() }));
  return Object.assign({ dispatch } as unknown as Pick<AppStore, 'dispatch'>, { dispatched: dispatch });
}

function fakePersistor(bootstrapped: boolean) {
  let state = { bootstrapped };
  const listeners = new Set<() => void>();
  return {
    persistor: {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as Persistor,
    finish: () => {
      state = { bootstrapped: true };
      listeners.forEach((listener) => listener());
    },
  };
}

/** A prefetch that answers when the test says so. */
function pendingPrefetch() {
  let answer!: () => void;
  const prefetch = vi.fn<Prefetch>(() => new Promise<void>((resolve) => (answer = resolve)));
  return { prefetch, answer: () => answer() };
}

/** Past the task the reads start in, and their promises. */
const flush = async () => {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let j = 0; j < 10; j += 1) await Promise.resolve();
  }
};

afterEach(() => vi.useRealTimers());

describe('page data before the first render', () => {
  it('holds the first page until its screen’s reads have answered', async () => {
    const { prefetch, answer } = pendingPrefetch();
    const pageData = createPageData(fakeStore(), fakePersistor(true).persistor, async () => ({ prefetch }));
    let ready = false;
    const loading = pageData
      .screen(LOTS, args('https://site.test/lots?rooms=2', { id: '7' }))
      .then(() => (ready = true));
    await flush();
    expect(ready).toBe(false);
    expect(prefetch).toHaveBeenCalledOnce();
    const context = prefetch.mock.calls[0]![0];
    expect(context.url.search).toBe('?rooms=2');
    expect(context.params).toEqual({ id: '7' });
    expect(context.route).toBe(LOTS);
    answer();
    await loading;
    expect(ready).toBe(true);
  });

  it('draws the first page anyway once the wait is over', async () => {
    vi.useFakeTimers();
    const { prefetch } = pendingPrefetch();
    const pageData = createPageData(fakeStore(), fakePersistor(true).persistor, async () => ({ prefetch }));
    let ready = false;
    void pageData.screen(LOTS, args('https://site.test/lots')).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });

  it('starts the reads of later pages without waiting for them', async () => {
    const { prefetch } = pendingPrefetch();
    const pageData = createPageData(fakeStore(), fakePersistor(true).persistor, async () => ({ prefetch }));
    pageData.started();
    await pageData.screen(LOTS, args('https://site.test/lots'));
    await flush();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('a screen without reads and a screen that fails to load let the page through', async () => {
    const pageData = createPageData(fakeStore(), fakePersistor(true).persistor, async (route) => {
      if (route.name === 'lots') throw new Error('chunk failed');
      return {};
    });
    await expect(pageData.screen(LOTS, args('https://site.test/lots'))).resolves.toBeUndefined();
    await expect(
      pageData.screen(
        ROUTES.find((route) => route.name === 'stub')!,
        args('https://site.test/stub'),
      ),
    ).resolves.toBeUndefined();
  });

  it('the first page also waits for the persisted preferences to be read back', async () => {
    const store = fakeStore();
    const { persistor, finish } = fakePersistor(false);
    const pageData = createPageData(store, persistor, async () => ({}));
    let ready = false;
    const loading = pageData.root(args('https://site.test/lots')).then(() => (ready = true));
    await flush();
    expect(ready).toBe(false);
    // The page's SEO entry was asked meanwhile.
    expect(store.dispatched).toHaveBeenCalledOnce();
    finish();
    await loading;
    expect(ready).toBe(true);
  });

  it('the default layout asks the shell’s reads and the saved lists', async () => {
    const store = fakeStore();
    const pageData = createPageData(store, fakePersistor(true).persistor, async () => ({}));
    const loading = pageData.defaultLayout(args('https://site.test/'));
    // Not in the router's task: each set of reads starts in a task of its own.
    expect(store.dispatched).not.toHaveBeenCalled();
    await loading;
    await flush();
    // Site info, header projects, promo forms, maintenance, favourites, comparison.
    expect(store.dispatched).toHaveBeenCalledTimes(6);
  });
});
