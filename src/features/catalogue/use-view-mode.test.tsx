import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RenderEnvProvider } from '@/lib/render/render-env';
import { testRenderEnv } from '@/lib/render/test-render-env';
import { readVisitorHints, type VisitorHints } from '@/lib/render/visitor-hints';
import {
  LEGACY_VIEW_KEY,
  migrateViewMode,
  resetViewModeForTests,
  setViewMode,
  useViewMode,
  viewModeCookie,
} from './use-view-mode';

function Shown() {
  return <p>{useViewMode()}</p>;
}

function withHints(hints: VisitorHints) {
  return (
    <RenderEnvProvider value={{ ...testRenderEnv(), hints }}>
      <Shown />
    </RenderEnvProvider>
  );
}

function storage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return { getItem: (key: string) => data.get(key) ?? null, removeItem: (key: string) => void data.delete(key), data };
}

/** Like `document.cookie`: setting adds or replaces one cookie, reading gives `name=value` pairs. */
function cookieJar(initial = '') {
  const cookies = new Map(initial ? initial.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [name, value] = line.split(';')[0]!.split('=') as [string, string];
      cookies.set(name, value);
    },
  };
}

afterEach(() => {
  cleanup();
  resetViewModeForTests();
  document.cookie = 'lots-view=; max-age=0; path=/';
});

describe('catalogue view mode', () => {
  it('writes a site-wide cookie for a year, not sent cross-site', () => {
    expect(viewModeCookie('list')).toBe('lots-view=list; path=/; max-age=31536000; SameSite=Lax');
  });

  it('starts from the page’s hint on the server and in the browser, so the two renders match', () => {
    expect(renderToString(withHints({ lotsView: 'list' }))).toBe('<p>list</p>');
    render(withHints({ lotsView: 'list' }));
    expect(screen.getByText('list')).toBeTruthy();
  });

  it('a switch redraws the view and is kept in the cookie the server reads', () => {
    render(withHints({ lotsView: 'card' }));
    act(() => setViewMode('list'));
    expect(screen.getByText('list')).toBeTruthy();
    expect(readVisitorHints(document.cookie).lotsView).toBe('list');
    act(() => setViewMode('card'));
    expect(readVisitorHints(document.cookie).lotsView).toBe('card');
  });

  it('moves a choice from local storage into the cookie once', () => {
    const jar = cookieJar();
    const legacy = storage({ [LEGACY_VIEW_KEY]: 'list' });
    expect(migrateViewMode(legacy, jar)).toBe('list');
    expect(jar.cookie).toBe('lots-view=list');
    expect(legacy.data.has(LEGACY_VIEW_KEY)).toBe(false);
    // Nothing left to move the second time.
    expect(migrateViewMode(legacy, jar)).toBeNull();
  });

  it('keeps a cookie already there and drops the stored value anyway', () => {
    const jar = cookieJar('lots-view=card');
    const legacy = storage({ [LEGACY_VIEW_KEY]: 'list' });
    expect(migrateViewMode(legacy, jar)).toBeNull();
    expect(jar.cookie).toBe('lots-view=card');
    expect(legacy.data.size).toBe(0);
  });

  it('ignores a stored value that is neither view', () => {
    const jar = cookieJar();
    const legacy = storage({ [LEGACY_VIEW_KEY]: 'tiles' });
    expect(migrateViewMode(legacy, jar)).toBeNull();
    expect(jar.cookie).toBe('');
    expect(legacy.data.size).toBe(0);
  });
});
