/**
 * Parts of the shell that the first paint does not need, each in its own
 * chunk (decision 015): the footer (below the fold; appended under the page,
 * so nothing above it moves) and the aside menu (closed at start; the burger's
 * press is kept in the store and opens it once loaded), the cookie notice
 * (shown 2 s after load anyway), the PWA notices, the maintenance page, the
 * error pages, and the modal host with its registry of dialogs (and the lazy
 * lead forms), mounted only once a dialog is asked for.
 * They load right after start-up, in parallel, not in the entry chunk that
 * every page waits for; until a part has loaded it draws nothing. Which of
 * them the server draws (`ssr`, issue 31) is said beside each (lazy-part.tsx).
 */
import { useState } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import { selectModal } from '@/entities/modal/modal-slice';
import { lazyPart } from './lazy-part';

const layoutParts = () => import('./layouts/default-layout-parts');
// The footer's links and contacts are part of every page a crawler reads.
export const Footer = lazyPart(() => layoutParts().then((m) => m.SiteFooter), { ssr: true });
// Closed at start: nothing to see before the burger is pressed.
export const AsideMenu = lazyPart(() => layoutParts().then((m) => m.SiteAsideMenu), { ssr: false });
// Both depend on the visitor (an answer kept in the browser, the connection, an installed app).
export const CookieNotice = lazyPart(
  () => import('@/features/cookie-notice/cookie-notice').then((m) => m.CookieNotice),
  { ssr: false },
);
export const PwaNotices = lazyPart(() => import('@/features/pwa/pwa-notices').then((m) => m.PwaNotices), {
  ssr: false,
});
// The pages below replace a page's content: the server draws them as the page.
export const MaintenanceScreen = lazyPart(() => import('./maintenance-screen').then((m) => m.MaintenanceScreen), {
  ssr: true,
});
/** Fetched at idle after start-up too (main.tsx): with no network the page must not need the network to say so. */
export const loadRouteErrorContent = () => import('./route-error-content');
export const RouteErrorContent = lazyPart(() => loadRouteErrorContent().then((m) => m.RouteErrorContent), {
  ssr: true,
});
// For screens that show an error page themselves (a lot gone after its loader ran, no network and no kept copy):
// rare branches, kept out of the screen's chunks; both pages come with the error content fetched at idle.
export const OfflinePage = lazyPart(() => import('@/features/offline-page/offline-page').then((m) => m.OfflinePage), {
  ssr: true,
});
export const NotFoundPage = lazyPart(() => import('@/features/error-page/not-found-page').then((m) => m.NotFoundPage), {
  ssr: true,
});
// The registry (name → dialog, with the lazy lead forms) comes with the host: neither is needed before a dialog opens.
const LoadedModalHost = lazyPart(
  () =>
    Promise.all([import('@/features/modal-host/modal-host'), import('./modal-registry')]).then(
      ([{ ModalHost: Host }, { MODAL_REGISTRY }]) =>
        function RegisteredModalHost() {
          return <Host registry={MODAL_REGISTRY} />;
        },
    ),
  { ssr: false },
);

/** Mounted from the first dialog on and kept: its close, focus return and exit animation need it to stay. */
export function ModalHost() {
  const requested = useAppSelector(selectModal) !== null;
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  return needed ? <LoadedModalHost /> : null;
}
