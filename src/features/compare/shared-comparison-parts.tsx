/**
 * What only a shared comparison link shows — the note above the table and
 * the load error — as one lazy chunk: the visitor's own comparison does not
 * load it. `preloadSharedParts` starts it with the link's data request, so
 * it is there when the table is.
 */
import { lazy } from 'react';

const load = () => import('./shared-comparison-parts-chunk');

export const preloadSharedParts = (): void => {
  void load();
};

export const SharedComparisonNote = lazy(() => load().then((module) => ({ default: module.SharedComparisonNote })));
export const SharedLoadError = lazy(() => load().then((module) => ({ default: module.LoadError })));
