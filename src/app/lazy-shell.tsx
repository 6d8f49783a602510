/**
 * Parts of the shell that the first paint does not need, each in its own
 * chunk (decision 015): the footer (below the fold; appended under the page,
 * so nothing above it moves) and the aside menu (closed at start; the burger's
 * press is kept in the store and opens it once loaded), the cookie notice
 * (shown 2 s after load anyway), the PWA notices, the maintenance page, the
 * error pages, and the modal host with its registry of dialogs (and the lazy
 * lead forms), mounted only once a dialog is asked for.
 * They load right after start-up, in parallel, not in the entry chunk that
 * every page waits for; until a part has loaded it draws nothing.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import { importWithReload } from '@/lib/chunk-reload';
import { selectModal } from '@/entities/modal/modal-slice';

/** A lazy component that draws nothing while its chunk loads (a failed load reloads the page, spec §4). */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(importWithReload(() => load().then((component) => ({ default: component }))));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const layoutParts = () => import('./layouts/default-layout-parts');
export const Footer = lazyPart(() => layoutParts().then((m) => m.SiteFooter));
export const AsideMenu = lazyPart(() => layoutParts().then((m) => m.SiteAsideMenu));
export const CookieNotice = lazyPart(() => import('@/features/cookie-notice/cookie-notice').then((m) => m.CookieNotice));
export const PwaNotices = lazyPart(() => import('@/features/pwa/pwa-notices').then((m) => m.PwaNotices));
export const MaintenanceScreen = lazyPart(() => import('./maintenance-screen').then((m) => m.MaintenanceScreen));
/** Fetched at idle after start-up too (main.tsx): with no network the page must not need the network to say so. */
export const loadRouteErrorContent = () => import('./route-error-content');
export const RouteErrorContent = lazyPart(() => loadRouteErrorContent().then((m) => m.RouteErrorContent));
// For screens that show an error page themselves (a lot gone after its loader ran, no network and no kept copy):
// rare branches, kept out of the screen's chunks; both pages come with the error content fetched at idle.
export const OfflinePage = lazyPart(() => import('@/features/offline-page/offline-page').then((m) => m.OfflinePage));
export const NotFoundPage = lazyPart(() => import('@/features/error-page/not-found-page').then((m) => m.NotFoundPage));
// The registry (name → dialog, with the lazy lead forms) comes with the host: neither is needed before a dialog opens.
const LoadedModalHost = lazyPart(() =>
  Promise.all([import('@/features/modal-host/modal-host'), import('./modal-registry')]).then(
    ([{ ModalHost: Host }, { MODAL_REGISTRY }]) =>
      function RegisteredModalHost() {
        return <Host registry={MODAL_REGISTRY} />;
      },
  ),
);

/** Mounted from the first dialog on and kept: its close, focus return and exit animation need it to stay. */
export function ModalHost() {
  const requested = useAppSelector(selectModal) !== null;
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  return needed ? <LoadedModalHost /> : null;
}
