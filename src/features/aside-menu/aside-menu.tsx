/**
 * The mobile/aside menu of spec §2. Opened by the header burger; closes on
 * route change (the menu slice clears its flag on pathChanged), on Escape,
 * on the overlay, and when the device becomes laptop or desktop, where the
 * header shows the full navigation. Focus stays inside while it is open.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { burgerToggled, selectBurgerVisible } from '@/entities/menu/menu-slice';
import { modalOpened } from '@/entities/modal/modal-slice';
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import { WORKING_HOURS_TEXT, phoneOrDefault, telHref } from '@/lib/contacts';
import { Button } from '@/ui/button/button';
import { CloseIcon } from '@/ui/icons/close-icon';
import { Logo } from '@/ui/logo/logo';
import { useBodyScrollLock } from '@/ui/use-body-scroll-lock';
import { isWideDevice, useDevice } from '@/ui/use-device';
import { useFocusTrap } from '@/ui/use-focus-trap';
import { AsideMenuNav } from './aside-menu-nav';
import styles from './aside-menu.module.css';

export interface AsideMenuProps {
  /** Element id the header burger points to with aria-controls. */
  id?: string;
  /** Promo banner shown in the Проекты submenu (composed by the app). */
  projectsBanner?: ReactNode;
}

export function AsideMenu({ id = 'aside-menu', projectsBanner }: AsideMenuProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectBurgerVisible);
  const device = useDevice();
  const panelRef = useRef<HTMLDivElement>(null);
  const { data: info } = useGetSiteInfoQuery();
  const phone = phoneOrDefault(info?.media.phone);
  const close = () => dispatch(burgerToggled(false));

  useEffect(() => {
    if (open && isWideDevice(device)) dispatch(burgerToggled(false));
  }, [open, device, dispatch]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(burgerToggled(false));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  useFocusTrap(panelRef, open);
  useBodyScrollLock(open);

  return (
    <div className={styles.root} data-open={open || undefined} inert={!open}>
      <div className={styles.overlay} onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Меню"
        tabIndex={-1}
      >
        <div className={styles.top}>
          <Link to="/" className={styles.logo} aria-label="Северин — на главную" onClick={close}>
            <Logo />
          </Link>
          <button type="button" className={styles.close} aria-label="Закрыть меню" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>
          <AsideMenuNav onNavigate={close} projectsBanner={projectsBanner} />
          <div className={styles.contacts}>
            <a href={telHref(phone)} className={styles.phone}>
              {phone}
            </a>
            <p className={styles.hours}>{WORKING_HOURS_TEXT}</p>
            <Button
              variant="primary"
              fullWidth
              onClick={() => {
                close();
                dispatch(modalOpened({ name: 'callback' }));
              }}
            >
              Заказать звонок
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
