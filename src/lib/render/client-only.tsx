/**
 * Parts drawn only in the browser, after hydration (issue 31): interactive or
 * visitor-specific parts that decision 015 keeps out of the first load (the
 * aside menu, the notices, the modal host, the forms). The server and the
 * hydrating browser both draw the fallback, so the two trees match; the part
 * itself mounts in a transition right after hydration. Mounted later on (a
 * client navigation, a dialog opened), it draws at once, as before.
 */
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's page, true
 * from a transition right after and in any tree the browser renders by itself.
 *
 * React hydrates a store hook with its server snapshot and then re-renders it
 * with the browser's, synchronously: the parts that mount on that switch (the
 * aside menu, notices, forms, the visitor's lists) made one ~200 ms task at a
 * phone's speed (issue 31). So the store hook only says whether this render
 * hydrates, and the switch itself is a state set in a transition, which React
 * renders in slices between which the browser handles input and paints.
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

export interface ClientOnlyProps {
  children: ReactNode;
  /** Drawn on the server and during hydration: it must hold the place the part will take (or none). */
  fallback?: ReactNode;
}

export function ClientOnly({ children, fallback = null }: ClientOnlyProps) {
  return useHydrated() ? children : fallback;
}
