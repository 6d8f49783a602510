/**
 * The fixed site header of spec §2. On project, commercial project and
 * charity pages it slides away while the visitor scrolls down and returns on
 * scrolling up; keyboard focus or an open menu always bring it back.
 */
import { Link } from '@/ui/link/link';
import { HIDING_HEADER_ROUTES } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  headerVisibilityChanged,
  selectBurgerVisible,
  selectHeaderTop,
  selectHeaderVisible,
} from '@/entities/menu/menu-slice';
import { Logo } from '@/ui/logo/logo';
import { HeaderActions } from './header-actions';
import { HeaderNav } from './header-nav';
import { useHeaderScroll } from './use-header-scroll';
import styles from './header.module.css';

export interface HeaderProps {
  /** Number of favourite lots for the badge; the badge shows only above zero. */
  favoritesCount?: number;
  /** Name of the current route (decides hide-on-scroll). */
  routeName?: string;
  /** Id of the aside menu the burger controls. */
  asideMenuId?: string;
}

export function Header({ favoritesCount = 0, routeName, asideMenuId = 'aside-menu' }: HeaderProps) {
  const dispatch = useAppDispatch();
  const hidesOnScroll = routeName !== undefined && HIDING_HEADER_ROUTES.has(routeName);
  useHeaderScroll(hidesOnScroll);
  const visible = useAppSelector(selectHeaderVisible);
  const top = useAppSelector(selectHeaderTop);
  const burgerOpen = useAppSelector(selectBurgerVisible);
  const hidden = hidesOnScroll && !visible && !burgerOpen;

  return (
    <header
      className={styles.header}
      data-hidden={hidden || undefined}
      data-scrolled={!top || undefined}
      onFocus={hidden ? () => dispatch(headerVisibilityChanged(true)) : undefined}
    >
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label="Северин — на главную">
          <Logo />
        </Link>
        <HeaderNav />
        <HeaderActions favoritesCount={favoritesCount} asideMenuId={asideMenuId} />
      </div>
    </header>
  );
}
