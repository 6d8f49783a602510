import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoute } from './lib/routes';
import { modulePreloadSteps, scheduleIdlePrefetch } from './lib/idle-prefetch';
import { LIKELY_NEXT_SCREENS } from './lib/likely-next-screens';
import { nextTask } from './lib/next-task';
import { warmUpNumberFormat } from './lib/format/number';
import { warmUpDateFormat } from './lib/format/dates';
import { runtimeConfig } from './lib/runtime-config';
import { SERVER_STATE_HYDRATE } from './lib/api/api';
import { readPageState } from './lib/render/page-state';
import { readVisitorHints } from './lib/render/visitor-hints';
import type { RenderEnv } from './lib/render/render-env';
import { startPwa } from './features/pwa/start-pwa';
import { AppProviders } from './app/providers';
import { createAppStore, type RootState } from './app/store';
import { createAppRouter } from './app/router';
import { whenInitialized } from './app/router-ready';
import { rehydrated } from './app/page-data';
import { SCREENS, lazyScreen } from './app/screens';
import { loadRouteErrorContent } from './app/lazy-shell';
import './ui/styles/global.css';

/** IndexedDB answers in milliseconds; a browser whose storage hangs still gets a working page. */
const PREFERENCES_WAIT_MS = 1000;

startPwa({ production: import.meta.env.PROD });
// The error pages first: a visitor whose network drops before the service worker keeps the site still gets
// «Нет подключения к интернету» rather than the browser's own error page.
// A page the server rendered names the next screens' files (server/html/asset-hints.ts): linked, not run.
const prefetched = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.prefetch;
scheduleIdlePrefetch([
  loadRouteErrorContent,
  ...(prefetched === undefined
    ? LIKELY_NEXT_SCREENS.map((key) => SCREENS[key])
    : modulePreloadSteps(prefetched.split(' ').filter(Boolean))),
]);

declare global {
  interface Window {
    /** react-router's browser router reads the server's loader data from here (its errors deserialised). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Start-up in short tasks (decision 020): the store, the router and the first
 * render each run in a task of their own, so none of them holds the main
 * thread for long. A page the server rendered (decision 032) is hydrated from
 * the state it was drawn with; the offline shell and the dev server's page
 * are drawn here once their data has arrived (decision 023).
 */
async function start(): Promise<void> {
  // Evaluating the entry's modules is a task of its own; the store starts in the next one.
  await nextTask();
  const pageState = readPageState();
  if (pageState) window.__staticRouterHydrationData = pageState.router;
  let serverState: RootState | undefined;
  const { store, persistor } = createAppStore((fresh) => {
    if (!pageState) return;
    fresh.dispatch({ type: SERVER_STATE_HYDRATE, payload: { api: pageState.api } });
    serverState = fresh.getState();
  });
  // The page's own screen, loaded before the router is made: a lazy route would run its loaders again.
  // Meanwhile the visitor's kept preferences are read back, so nothing the page does once alive (a lot
  // recorded as visited, a first favourite) is overwritten when they arrive (at most a second's wait).
  const match = pageState ? matchRoute(location.pathname) : null;
  // An error page's content is hydrated with the page rather than later on its own.
  const errorPage = pageState !== null && (match === null || runtimeConfig().status !== 200);
  const [screen] = await Promise.all([
    match ? lazyScreen(match.route.screen)() : null,
    errorPage ? loadRouteErrorContent() : null,
    pageState
      ? Promise.race([rehydrated(persistor), new Promise((resolve) => setTimeout(resolve, PREFERENCES_WAIT_MS))])
      : null,
  ]);
  const loadedScreens = match && screen ? { [match.route.screen]: screen.default } : undefined;
  await nextTask();
  const router = createAppRouter(store, persistor, loadedScreens);
  await nextTask();
  // ru-RU number formats load their locale data once (~50 ms on a slow phone): not inside a render.
  warmUpNumberFormat();
  await nextTask();
  warmUpDateFormat();
  // Hydrating: the page's screen module; drawing: also the page's data.
  await whenInitialized(router);
  await nextTask();
  let eager = Boolean(pageState);
  const env: RenderEnv = {
    config: runtimeConfig(),
    renderedAt: pageState?.renderedAt ?? Date.now(),
    // Parts that mount later on a navigation draw at once while the server's page is hydrated.
    eager: () => eager,
    hints: readVisitorHints(document.cookie),
  };
  const committed = () => {
    eager = false;
    document.documentElement.dataset.hydrated = pageState ? 'server' : 'client';
  };
  const app = (
    <StrictMode>
      <AppProviders
        store={store}
        persistor={persistor}
        router={router}
        env={env}
        serverState={serverState}
        onCommitted={committed}
      />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A transition lets React render (or hydrate) the first page in slices and keep the main thread free for input.
  startTransition(() => {
    if (!pageState) {
      createRoot(container).render(app);
      return;
    }
    hydrateRoot(container, app, {
      // A mismatch React recovered from: the page works, but the server drew something else. Tests watch the console.
      onRecoverableError: (error, info) => console.error('hydration:', location.pathname, error, info.componentStack),
    });
  });
}

void start();
