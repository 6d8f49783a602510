import type { DataRouter } from 'react-router';

/**
 * Resolves once the first navigation has run its loaders (decision 023). The app is rendered
 * only then: `RouterProvider` subscribes to the router in a layout effect and never re-reads its
 * state, so a first navigation finishing while React's sliced first render is under way (after it
 * read the state, before it subscribed) would leave the page on the empty fallback for good.
 */
export function whenInitialized(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
