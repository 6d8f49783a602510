/**
 * The side modal panel of spec §2: slides in from the right; its header
 * repeats the site header in short: logo, phone, the close button and, on
 * narrow screens, a burger that swaps the dialog for the aside menu.
 */
import type { ReactNode, Ref } from 'react';
import { Link } from '@/ui/link/link';
import { useAppDispatch } from '@/lib/store/hooks';
import { burgerToggled } from '@/entities/menu/menu-slice';
import { useGetSiteInfoQuery } from '@/entities/site/site-api';
import { phoneOrDefault, telHref } from '@/lib/contacts';
import { BurgerIcon } from '@/ui/icons/burger-icon';
import { CloseIcon } from '@/ui/icons/close-icon';
import { Logo } from '@/ui/logo/logo';
import { PhoneIcon } from '@/ui/icons/phone-icon';
import styles from './side-modal-panel.module.css';

export interface ModalFrameProps {
  titleId: string;
  onClose(): void;
  dialogRef?: Ref<HTMLDivElement>;
  /** Fades the content out while another modal replaces it. */
  leaving?: boolean;
  children: ReactNode;
}

export function SideModalPanel({ titleId, onClose, dialogRef, leaving, children }: ModalFrameProps) {
  const dispatch = useAppDispatch();
  const { data: info } = useGetSiteInfoQuery();
  const phone = phoneOrDefault(info?.media.phone);

  return (
    <div
      ref={dialogRef}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.header}>
        <Link to="/" className={styles.logo} aria-label="Северин — на главную">
          <Logo />
        </Link>
        <div className={styles.buttons}>
          <a href={telHref(phone)} className={styles.phone}>
            {phone}
          </a>
          <a
            href={telHref(phone)}
            className={`${styles.iconButton} ${styles.phoneIcon}`}
            aria-label={`Позвонить: ${phone}`}
          >
            <PhoneIcon />
          </a>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            aria-label="Открыть меню"
            onClick={() => {
              onClose();
              dispatch(burgerToggled(true));
            }}
          >
            <BurgerIcon />
          </button>
          <button type="button" className={styles.iconButton} aria-label="Закрыть" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
      </div>
      <div className={styles.content} data-leaving={leaving || undefined}>
        {children}
      </div>
    </div>
  );
}
