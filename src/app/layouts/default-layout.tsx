/**
 * Default layout of spec §2: modal layer, header, aside menu, the page,
 * footer and cookie notice, with a skip link to the content.
 */
import { Outlet } from 'react-router';
import { Header } from '@/features/header/header';
import { SavedLotsNotices } from '@/entities/saved-lots/saved-lots-notices';
import { useSavedCount, useSavedLotsBootstrap } from '@/entities/saved-lots/use-saved-lots';
import { ClientOnly } from '@/lib/render/client-only';
import { AsideMenu, CookieNotice, Footer, ModalHost } from '../lazy-shell';
import { useRouteName } from '../use-route-name';
import { SkipLink } from './skip-link';
import styles from './layouts.module.css';

const ASIDE_MENU_ID = 'aside-menu';

/** Asks the visitor's lists once hydrated: in a leaf, so that switch re-renders nothing around it. */
function SavedLotsBootstrap() {
  useSavedLotsBootstrap();
  return null;
}

export function DefaultLayout() {
  const routeName = useRouteName();
  const favoritesCount = useSavedCount('favorites');
  return (
    <>
      <SkipLink />
      <SavedLotsBootstrap />
      <Header routeName={routeName} favoritesCount={favoritesCount} asideMenuId={ASIDE_MENU_ID} />
      <AsideMenu id={ASIDE_MENU_ID} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer routeName={routeName} />
      {/* The visitor's own sync state (kept in the browser): drawn after hydration, fixed over the page. */}
      <ClientOnly>
        <SavedLotsNotices />
      </ClientOnly>
      <CookieNotice />
      <ModalHost />
    </>
  );
}
