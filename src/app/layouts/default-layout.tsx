/**
 * Default layout of spec §2: modal layer, header, aside menu, the page,
 * footer and cookie notice, with a skip link to the content.
 */
import { Outlet } from 'react-router';
import { Header } from '@/features/header/header';
import { AsideMenu } from '@/features/aside-menu/aside-menu';
import { ModalHost } from '@/features/modal-host/modal-host';
import { Footer } from '@/features/footer/footer';
import { CookieNotice } from '@/features/cookie-notice/cookie-notice';
import { PromoBanner } from '@/features/promo-banner/promo-banner';
import { SavedLotsNotices } from '@/entities/saved-lots/saved-lots-notices';
import { useSavedCount, useSavedLotsBootstrap } from '@/entities/saved-lots/use-saved-lots';
import { NewsletterForm } from '../lazy-forms';
import { MODAL_REGISTRY } from '../modal-registry';
import { useRouteName } from '../use-route-name';
import { SkipLink } from './skip-link';
import styles from './layouts.module.css';

const ASIDE_MENU_ID = 'aside-menu';

export function DefaultLayout() {
  const routeName = useRouteName();
  useSavedLotsBootstrap();
  const favoritesCount = useSavedCount('favorites');
  return (
    <>
      <SkipLink />
      <Header routeName={routeName} favoritesCount={favoritesCount} asideMenuId={ASIDE_MENU_ID} />
      <AsideMenu id={ASIDE_MENU_ID} projectsBanner={<PromoBanner className={styles.asideBanner} />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer routeName={routeName} newsletter={<NewsletterForm />} promo={<PromoBanner tone="dark" />} />
      <SavedLotsNotices />
      <CookieNotice />
      <ModalHost registry={MODAL_REGISTRY} />
    </>
  );
}
