import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Deferred } from './deferred';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** An IntersectionObserver that reports what the test says, and remembers its margin and target. */
function fakeObserver() {
  const observers: Array<{ callback: Callback; margin: string | undefined; observed: Element[] }> = [];
  class FakeIntersectionObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin, observed: (this.observed = []) });
    }
    observed: Element[];
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

function Part() {
  return <h2>Оставить заявку</h2>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Deferred', () => {
  it('holds the place with the placeholder until the place comes near the viewport', async () => {
    const observers = fakeObserver();
    // The page is still loading: no idle start yet.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(
      <Deferred placeholder={<p role="status">Загружаем форму…</p>}>
        <Part />
      </Deferred>,
    );
    expect(screen.getByRole('status').textContent).toBe('Загружаем форму…');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.margin).toBe('800px 0px');
    expect(observers[0]!.observed[0]?.textContent).toBe('Загружаем форму…');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(await screen.findByRole('heading', { name: 'Оставить заявку' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts at the first idle moment after load when the visitor does not scroll to it', async () => {
    fakeObserver();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.useFakeTimers();
    // Safari has no requestIdleCallback: a zero timer stands in.
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <Deferred placeholder={<p role="status">Загружаем форму…</p>}>
        <Part />
      </Deferred>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('heading', { name: 'Оставить заявку' })).toBeTruthy();
  });
});
