import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ScreenKey } from './lib/routes';
import { scheduleIdlePrefetch } from './lib/idle-prefetch';
import { nextTask } from './lib/next-task';
import { warmUpNumberFormat } from './lib/format/number';
import { startPwa } from './features/pwa/start-pwa';
import { AppProviders } from './app/providers';
import { createAppStore } from './app/store';
import { createAppRouter } from './app/router';
import { whenInitialized } from './app/router-ready';
import { SCREENS } from './app/screens';
import { loadRouteErrorContent } from './app/lazy-shell';
import './ui/styles/global.css';

/** Where visitors most often go next (the catalogue, a lot, their favourites): their chunks load at idle. */
const LIKELY_NEXT_SCREENS: readonly ScreenKey[] = ['lots', 'lot', 'favorites'];

startPwa({ production: import.meta.env.PROD });
// The error pages first: a visitor whose network drops before the service worker keeps the site still gets
// «Нет подключения к интернету» rather than the browser's own error page.
scheduleIdlePrefetch([loadRouteErrorContent, ...LIKELY_NEXT_SCREENS.map((key) => SCREENS[key])]);

/**
 * Start-up in short tasks (decision 020): the store, the router (which asks
 * for the page's screen at once) and the first render each run in a task of
 * their own, so none of them holds the main thread for long; the server's
 * layer (decision 014) is on screen meanwhile.
 */
async function start(): Promise<void> {
  // Evaluating the entry's modules is a task of its own; the store starts in the next one.
  await nextTask();
  const { store, persistor } = createAppStore();
  await nextTask();
  const router = createAppRouter(store, persistor);
  await nextTask();
  // ru-RU number formats load their locale data once (~50 ms on a slow phone): not inside a render.
  warmUpNumberFormat();
  // The page's data is read meanwhile; the first render waits for it (decision 023).
  await whenInitialized(router);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in slices and keep the main thread free for input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor} router={router} />
      </StrictMode>,
    );
  });
}

void start();
