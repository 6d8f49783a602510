/** Error layout of spec §2: modal layer and header only around the error page. */
import type { ReactNode } from 'react';
import { Header } from '@/features/header/header';
import { AsideMenu, ModalHost } from '../lazy-shell';
import { SkipLink } from './skip-link';
import styles from './layouts.module.css';

const ASIDE_MENU_ID = 'aside-menu';

export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header favoritesCount={0} asideMenuId={ASIDE_MENU_ID} />
      {/* The burger has to open something on narrow screens; the menu is part of the header. */}
      <AsideMenu id={ASIDE_MENU_ID} />
      <main id="main" className={`${styles.main} ${styles.error}`} tabIndex={-1}>
        {children}
      </main>
      <ModalHost />
    </>
  );
}
