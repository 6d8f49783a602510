/**
 * What only a failed shared comparison link shows — the load error — as a
 * lazy chunk: the visitor's own comparison does not load it.
 * `preloadSharedParts` starts it with the link's data request, so it is
 * there if the request fails. (The note above a shared table is drawn by the
 * server, so it is part of the screen: compare-page.tsx.)
 */
import { lazy } from 'react';

const load = () => import('./shared-comparison-parts-chunk');

export const preloadSharedParts = (): void => {
  void load();
};

export const SharedLoadError = lazy(() => load().then((module) => ({ default: module.LoadError })));
