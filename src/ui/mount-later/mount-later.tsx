/**
 * Draws its children one render after the rest of the page (decision 022).
 *
 * The first commit of a big page — creating its whole DOM, then laying it
 * out — runs as one uninterruptible task, however the render before it was
 * sliced. Below-the-fold parts wrapped in `MountLater` are left out of that
 * commit: `useDeferredValue(true, false)` is `false` in the first render and
 * schedules a background render that mounts them, interruptible and in a
 * commit of its own. Nothing above them moves: they come after everything
 * the first screen shows.
 */
import { useDeferredValue, type ReactNode } from 'react';

export interface MountLaterProps {
  children: ReactNode;
}

export function MountLater({ children }: MountLaterProps) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : null;
}
