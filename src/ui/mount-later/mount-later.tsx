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
 *
 * On the server and while the browser hydrates its page (`useEagerMount`,
 * issue 31) they are drawn at once: the server's HTML holds the whole page and
 * the hydrating tree must match it. Client navigations keep the split.
 * Not for a part inside a lazy part the server draws (lazy-part.tsx,
 * `ssr: true`): that boundary may hydrate after the first commit, when the
 * flag is already off, and would not match.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { useEagerMount } from '@/lib/render/render-env';

export interface MountLaterProps {
  children: ReactNode;
}

export function MountLater({ children }: MountLaterProps) {
  // No initial value when eager: the first render returns `true` and no second render is scheduled.
  const mounted = useDeferredValue(true, useEagerMount() ? undefined : false);
  return mounted ? children : null;
}

export interface FirstThenRestProps<T> {
  items: readonly T[];
  /** How many the first screen can show: drawn at once. */
  first: number;
  /** Draws one item; `index` counts from the start of `items`. */
  children: (item: T, index: number) => ReactNode;
}

/** A long list: the items a first screen shows at once, the others one commit later (`MountLater`). */
export function FirstThenRest<T>({ items, first, children }: FirstThenRestProps<T>) {
  return (
    <>
      {items.slice(0, first).map((item, index) => children(item, index))}
      <MountLater>{items.slice(first).map((item, index) => children(item, first + index))}</MountLater>
    </>
  );
}
