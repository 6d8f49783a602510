import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AppRuntimeConfig } from '@/lib/app-config';
import { WithRenderEnv } from '@/lib/render/test-render-env';
import { AD_COUNTER_SCRIPT_URL, METRIKA_SCRIPT_URL } from '@/lib/third-party';
import { ThirdPartyScripts } from './third-party-scripts';
import { resetAppendedScripts } from './append-script';
import { resetCounters } from './counters';

const config = { current: {} as Partial<AppRuntimeConfig> };
// The delayed start-up has its own tests; here it lets everything through at once.
vi.mock('@/lib/delayed-startup', () => ({ whenStartupAllowed: () => Promise.resolve() }));

const WIDGET = 'https://widget.example.ru/loader.js';

function renderAt(consent: boolean, path = '/lots') {
  const router = createMemoryRouter([{ path: '*', element: <ThirdPartyScripts consent={consent} /> }], {
    initialEntries: [path],
  });
  render(
    <WithRenderEnv config={config.current}>
      <RouterProvider router={router} />
    </WithRenderEnv>,
  );
  return { router };
}

/** happy-dom does not run external scripts (it reports a load error): catch the elements the loader appends instead. */
let appended: HTMLScriptElement[] = [];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void appended.push(...(nodes as HTMLScriptElement[])),
  );
});
const scriptSources = () => appended.map((script) => script.src);

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  cleanup();
  delete window.ym;
  delete window._tmr;
  resetAppendedScripts();
  resetCounters();
  config.current = {};
});

describe('ThirdPartyScripts', () => {
  it('loads nothing when no third party is configured, consent or not', async () => {
    renderAt(true);
    await flush();
    expect(scriptSources()).toEqual([]);
    expect(window.ym).toBeUndefined();
    expect(window._tmr).toBeUndefined();
  });

  it('loads the callback widget for every visitor, once', async () => {
    config.current = { callbackWidgetSrc: WIDGET };
    const { router } = renderAt(false);
    await waitFor(() => expect(scriptSources()).toEqual([WIDGET]));
    await act(() => router.navigate('/projects'));
    await flush();
    expect(scriptSources()).toEqual([WIDGET]);
    const [script] = appended;
    expect(script!.async).toBe(true);
    expect(script!.textContent).toBe('');
  });

  it('keeps analytics and the ad counter off until cookies are accepted', async () => {
    config.current = { yandexMetrikaId: '12345678', adCounterId: '3456789' };
    renderAt(false);
    await flush();
    expect(scriptSources()).toEqual([]);
    expect(window.ym).toBeUndefined();
  });

  it('starts Metrika with our own queue and counts every client-side page view', async () => {
    config.current = { yandexMetrikaId: '12345678' };
    const { router } = renderAt(true, '/lots?rooms=2');
    await waitFor(() => expect(scriptSources()).toEqual([METRIKA_SCRIPT_URL]));
    const origin = window.location.origin;
    expect(window.ym?.a?.[0]).toEqual([12345678, 'init', expect.objectContaining({ defer: true, webvisor: false })]);
    expect(window.ym?.a?.[1]).toEqual([12345678, 'hit', `${origin}/lots?rooms=2`, { referer: document.referrer }]);
    await act(() => router.navigate('/projects'));
    await waitFor(() => expect(window.ym?.a).toHaveLength(3));
    expect(window.ym?.a?.[2]).toEqual([12345678, 'hit', `${origin}/projects`, { referer: `${origin}/lots?rooms=2` }]);
    expect(scriptSources()).toEqual([METRIKA_SCRIPT_URL]);
  });

  it('queues page views for the ad-network counter once consent arrives', async () => {
    config.current = { adCounterId: '3456789' };
    let accept = () => {};
    function Harness() {
      const [consent, setConsent] = useState(false);
      accept = () => setConsent(true);
      return <ThirdPartyScripts consent={consent} />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/news'] });
    render(
      <WithRenderEnv config={config.current}>
        <RouterProvider router={router} />
      </WithRenderEnv>,
    );
    await flush();
    expect(window._tmr).toBeUndefined();
    act(() => accept());
    await waitFor(() => expect(scriptSources()).toEqual([AD_COUNTER_SCRIPT_URL]));
    expect(window._tmr).toEqual([
      expect.objectContaining({ id: '3456789', type: 'pageView', url: `${window.location.origin}/news` }),
    ]);
  });
});
