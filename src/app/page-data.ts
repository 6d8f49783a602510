/**
 * The routes' side of decision 023: which reads each route starts, and how
 * long the first load waits for them.
 *
 * - The root asks the page's SEO entry and, on the first load, waits for
 *   the persisted preferences (favourites, viewed lots, cookie choice) to be
 *   read back from IndexedDB.
 * - The default layout asks what the header, footer and menus show and the
 *   visitor's favourites and comparison (once: it is not revalidated).
 * - Each screen module may export `prefetch` for its own first reads.
 *
 * A client-drawn first load (the offline shell, `SSR=off`) waits for them
 * (at most FIRST_RENDER_WAIT_MS) and then draws the page once, complete; a
 * page the server rendered hydrates with their answers already in the store
 * (decisions 023, 032). Later navigations start the reads
 * at once, beside the screen's chunk, but do not wait: the screen shows its
 * own loading states as before.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { Persistor } from 'redux-persist';
import { prefetchAll, type Prefetch, type PrefetchContext } from '@/lib/api/prefetch';
import { nextTask } from '@/lib/next-task';
import type { RouteDef } from '@/lib/routes';
import { prefetchSeoPage, prefetchSiteShell } from '@/entities/site/site-prefetch';
import { prefetchSavedLists } from '@/entities/saved-lots/saved-lots-prefetch';
import { lazyScreen } from './screens';
import type { AppStore } from './store';

/**
 * Past this the first page is drawn with whatever has answered: on a very
 * slow link the visitor gets the working page (with its loading states)
 * rather than the server's static one for longer.
 */
export const FIRST_RENDER_WAIT_MS = 3000;

export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      unsubscribe();
      resolve();
      return true;
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export interface PageData {
  /** Called once the router has drawn its first page: from then on nothing waits. */
  started(): void;
  root(args: LoaderFunctionArgs): Promise<void>;
  defaultLayout(args: LoaderFunctionArgs): Promise<void>;
  screen(route: RouteDef, args: LoaderFunctionArgs): Promise<void>;
}

type ScreenLoader = (route: RouteDef) => Promise<{ prefetch?: Prefetch }>;

const loadScreen: ScreenLoader = (route) => lazyScreen(route.screen)();

export function createPageData(
  store: Pick<AppStore, 'dispatch'>,
  persistor: Persistor,
  screenOf: ScreenLoader = loadScreen,
): PageData {
  let starting = true;

  const context = (args: LoaderFunctionArgs, route?: RouteDef): PrefetchContext => ({
    dispatch: store.dispatch,
    params: args.params,
    url: new URL(args.request.url),
    route,
  });

  /**
   * Starts the reads in a task of their own; on the first load, resolves when they have answered
   * (or the wait is over). The router runs every loader of a navigation in one go: dispatched
   * there, the first load's ~12 reads (each `initiate` runs the middleware and the reducers) made
   * one task of ~140 ms at 4× CPU.
   */
  const run = (start: () => Promise<unknown>): Promise<void> => {
    const work = nextTask().then(start);
    if (!starting) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_RENDER_WAIT_MS);
    });
    return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
  };

  return {
    started: () => {
      starting = false;
    },
    root: (args) => {
      const preferences = starting ? rehydrated(persistor) : null;
      return run(() => Promise.all([prefetchSeoPage(context(args)), preferences]));
    },
    defaultLayout: (args) => run(() => prefetchAll(prefetchSiteShell, prefetchSavedLists)(context(args))),
    screen: (route, args) => {
      // Asked at once, beside the framework; a failed chunk reloads the page (lazyScreen).
      const module = screenOf(route).catch(() => undefined);
      return run(() =>
        module
          .then((screen) => screen?.prefetch?.(context(args, route)))
          // A failed read is the screen's to show.
          .catch(() => undefined),
      );
    },
  };
}
