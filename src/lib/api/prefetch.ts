/**
 * A page's data before its first render (decision 023). Each route's loader
 * starts the RTK Query reads that its screen makes on arrival; on the first
 * load of the app the router waits for them, so the screen is drawn once,
 * with its data, instead of drawing loading states and then being drawn
 * again by every answer (store updates reach React through
 * `useSyncExternalStore`, which renders them in long uninterruptible tasks).
 *
 * A prefetch uses the same arguments as the screen's hooks: the cache key is
 * the endpoint and its arguments, so the hooks find the answers in the cache
 * and ask nothing. Features export their prefetch beside their hooks and
 * derive both sets of arguments from one function.
 */
import { nextTask } from '../next-task';
import type { RouteDef } from '../routes';
import type { AppDispatch } from '../store/hooks';

/** What `dispatch(endpoint.initiate(arg))` returns: awaitable, and held in the cache until released. */
export interface HeldQuery extends PromiseLike<unknown> {
  unsubscribe(): void;
}

export interface PrefetchContext {
  dispatch: AppDispatch;
  /** The route's path parameters (`:id`, `:slug`). */
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  /** The screen's entry in the route table (absent for the root and layout reads). */
  route?: RouteDef;
}

/** Starts a screen's first reads; resolves once they have answered (or failed). Never rejects. */
export type Prefetch = (context: PrefetchContext) => Promise<void>;

/**
 * Resolves once every query has answered or failed, then lets go of them:
 * the screen's own hooks hold what they show (an unheld answer stays cached
 * for RTK Query's `keepUnusedDataFor`, a minute by default).
 */
export async function settle(queries: readonly HeldQuery[]): Promise<void> {
  try {
    await Promise.all(queries.map((query) => Promise.resolve(query).catch(() => undefined)));
  } finally {
    for (const query of queries) query.unsubscribe();
  }
}

/** Runs prefetches side by side, each started in a task of its own (no long task of dispatches); resolves when all have. */
export function prefetchAll(...prefetches: Prefetch[]): Prefetch {
  return async (context) => {
    await Promise.all(
      prefetches.map((prefetch, index) => (index === 0 ? prefetch(context) : nextTask().then(() => prefetch(context)))),
    );
  };
}
