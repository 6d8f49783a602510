/**
 * Parts of the shell that the first paint does not need, each in its own
 * chunk (decision 015): the footer (below the fold; appended under the page,
 * so nothing above it moves) and the aside menu (closed at start; the burger's
 * press is kept in the store and opens it once loaded), the cookie notice (shown 2 s after load
 * anyway), the PWA notices, the maintenance page, the error pages, and the
 * modal host, mounted only once a dialog is asked for. They load right after
 * start-up, in parallel, not in the entry chunk that every page waits for.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import { importWithReload } from '@/lib/chunk-reload';
import { selectModal } from '@/entities/modal/modal-slice';

const layoutParts = importWithReload(() => import('./layouts/default-layout-parts'));
const LazyFooter = lazy(() => layoutParts().then((m) => ({ default: m.SiteFooter })));
const LazyAsideMenu = lazy(() => layoutParts().then((m) => ({ default: m.SiteAsideMenu })));
const LazyCookieNotice = lazy(importWithReload(() => import('@/features/cookie-notice/cookie-notice').then((m) => ({ default: m.CookieNotice }))));
const LazyPwaNotices = lazy(importWithReload(() => import('@/features/pwa/pwa-notices').then((m) => ({ default: m.PwaNotices }))));
const LazyModalHost = lazy(importWithReload(() => import('@/features/modal-host/modal-host').then((m) => ({ default: m.ModalHost }))));
const LazyMaintenanceScreen = lazy(importWithReload(() => import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen }))));
const LazyRouteErrorContent = lazy(importWithReload(() => import('./route-error-content').then((m) => ({ default: m.RouteErrorContent }))));

export function Footer(props: ComponentProps<typeof LazyFooter>) {
  return (
    <Suspense fallback={null}>
      <LazyFooter {...props} />
    </Suspense>
  );
}

export function AsideMenu(props: ComponentProps<typeof LazyAsideMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyAsideMenu {...props} />
    </Suspense>
  );
}

export function CookieNotice() {
  return (
    <Suspense fallback={null}>
      <LazyCookieNotice />
    </Suspense>
  );
}

export function PwaNotices(props: ComponentProps<typeof LazyPwaNotices>) {
  return (
    <Suspense fallback={null}>
      <LazyPwaNotices {...props} />
    </Suspense>
  );
}

/** Mounted from the first dialog on and kept: its close, focus return and exit animation need it to stay. */
export function ModalHost(props: ComponentProps<typeof LazyModalHost>) {
  const requested = useAppSelector(selectModal) !== null;
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalHost {...props} />
    </Suspense>
  );
}

export function MaintenanceScreen(props: ComponentProps<typeof LazyMaintenanceScreen>) {
  return (
    <Suspense fallback={null}>
      <LazyMaintenanceScreen {...props} />
    </Suspense>
  );
}

export function RouteErrorContent(props: ComponentProps<typeof LazyRouteErrorContent>) {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorContent {...props} />
    </Suspense>
  );
}
