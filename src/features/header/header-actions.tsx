/**
 * Right side of the header (spec §2): favourites with their count, compare
 * (test stage only), phone with working hours, the callback button and the
 * burger that opens the aside menu below laptop width.
 */
import { Link } from '@/ui/link/link';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { burgerToggled, selectBurgerVisible } from '@/entities/menu/menu-slice';
import { modalOpened } from '@/entities/modal/modal-slice';
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import { WORKING_HOURS_TEXT, phoneOrDefault, telHref } from '@/lib/contacts';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { Button } from '@/ui/button/button';
import { BurgerIcon } from '@/ui/icons/burger-icon';
import { CallbackIcon } from '@/ui/icons/callback-icon';
import { CompareIcon } from '@/ui/icons/compare-icon';
import { HeartIcon } from '@/ui/icons/heart-icon';
import { PhoneIcon } from '@/ui/icons/phone-icon';
import styles from './header-actions.module.css';

interface HeaderActionsProps {
  favoritesCount: number;
  asideMenuId: string;
}

export function HeaderActions({ favoritesCount, asideMenuId }: HeaderActionsProps) {
  const dispatch = useAppDispatch();
  const burgerOpen = useAppSelector(selectBurgerVisible);
  const { data: info } = useGetSiteInfoQuery();
  const phone = phoneOrDefault(info?.media.phone);
  const showCompare = useRuntimeConfig().stage === 'test';
  const openCallback = () => dispatch(modalOpened({ name: 'callback' }));
  const badge = favoritesCount > 99 ? '99+' : String(favoritesCount);

  return (
    <div className={styles.actions}>
      <Link
        to="/favorites"
        className={styles.icon}
        aria-label={favoritesCount > 0 ? `Избранное: ${favoritesCount}` : 'Избранное'}
      >
        <HeartIcon />
        {favoritesCount > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </Link>
      {showCompare && (
        <Link to="/compare" className={styles.icon} aria-label="Сравнение">
          <CompareIcon />
        </Link>
      )}
      <div className={styles.contact}>
        <a href={telHref(phone)} className={styles.phone}>
          {phone}
        </a>
        <span className={styles.hours}>{WORKING_HOURS_TEXT}</span>
      </div>
      <a href={telHref(phone)} className={`${styles.icon} ${styles.phoneIcon}`} aria-label={`Позвонить: ${phone}`}>
        <PhoneIcon />
      </a>
      <Button variant="secondary" size="s" className={styles.callback} onClick={openCallback}>
        Заказать звонок
      </Button>
      {/* Beside the full navigation (1280–1759 px) there is room for the icon only. */}
      <button
        type="button"
        className={`${styles.icon} ${styles.callbackIcon}`}
        aria-label="Заказать звонок"
        title="Заказать звонок"
        onClick={openCallback}
      >
        <CallbackIcon />
      </button>
      <button
        type="button"
        className={`${styles.icon} ${styles.burger}`}
        aria-expanded={burgerOpen}
        aria-controls={asideMenuId}
        aria-label={burgerOpen ? 'Закрыть меню' : 'Открыть меню'}
        onClick={() => dispatch(burgerToggled())}
      >
        <BurgerIcon />
      </button>
    </div>
  );
}
