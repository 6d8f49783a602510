/**
 * Parts drawn only in the browser, after hydration (issue 31): interactive or
 * visitor-specific parts that decision 015 keeps out of the first load (the
 * aside menu, the notices, the modal host, the forms). The server and the
 * hydrating browser both draw the fallback, so the two trees match; the part
 * itself mounts in the render right after hydration. Mounted later on (a
 * client navigation, a dialog opened), it draws at once, as before.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's page, true
 * from the next render on and in any tree the browser renders by itself.
 * (React hydrates with the server snapshot, then re-renders with the client's.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface ClientOnlyProps {
  children: ReactNode;
  /** Drawn on the server and during hydration: it must hold the place the part will take (or none). */
  fallback?: ReactNode;
}

export function ClientOnly({ children, fallback = null }: ClientOnlyProps) {
  return useHydrated() ? children : fallback;
}
