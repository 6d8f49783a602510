/**
 * Wraps every page: records the path in the menu state, manages scrolling,
 * shows the progress bar, keeps `<title>` in step with client navigation and
 * carries the PWA notices (connection, update, install; decision 010).
 */
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ROUTES } from '@/lib/routes';
import { pathChanged } from '@/entities/menu/menu-slice';
import { ProgressBar } from '@/ui/progress-bar/progress-bar';
import { ClientOnly } from '@/lib/render/client-only';
import { selectCookiesAccepted } from '@/features/cookie-notice/cookie-notice-slice';
import { ThirdPartyScripts } from '@/features/third-party-scripts/third-party-scripts';
import { useAnnouncedMaintenance } from '@/features/maintenance/use-announced-maintenance';
import { ErrorLayout } from './layouts/error-layout';
import { MaintenanceScreen, PwaNotices } from './lazy-shell';
import { ScrollManager } from './scroll-manager';
import { PageMeta } from './page-meta';
import { useRouteName } from './use-route-name';

/**
 * Works announced while the visitor is on the site replace the page (the first load is the root loader's).
 * A component of its own: the hook's clock switches after hydration, and only this re-renders then,
 * not the shell around the page.
 */
function MaintenanceGate({ skip, children }: { skip: boolean; children: ReactNode }) {
  const maintenanceUntil = useAnnouncedMaintenance({ skip });
  if (!maintenanceUntil) return children;
  return (
    <ErrorLayout>
      <MaintenanceScreen until={maintenanceUntil} />
    </ErrorLayout>
  );
}

export function RootShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const dispatch = useAppDispatch();
  const routeName = useRouteName();
  const route = ROUTES.find((def) => def.name === routeName);
  // One request at a time: the install card waits until the cookie notice is answered.
  const cookiesAccepted = useAppSelector(selectCookiesAccepted);

  useEffect(() => {
    dispatch(pathChanged(location.pathname));
  }, [dispatch, location.pathname]);

  return (
    <MaintenanceGate skip={route?.layout === 'print'}>
      <ProgressBar active={navigation.state !== 'idle'} />
      <ScrollManager />
      <PageMeta />
      <Outlet />
      {/* Print pages are for paper and PDF: no notices there. */}
      {route?.layout !== 'print' && <PwaNotices lotPage={route?.screen === 'lot'} held={!cookiesAccepted} />}
      {/* Draws nothing; its effects start the browser's scripts (after hydration, the consent read back). */}
      {route?.layout !== 'print' && (
        <ClientOnly>
          <ThirdPartyScripts consent={cookiesAccepted} />
        </ClientOnly>
      )}
    </MaintenanceGate>
  );
}
