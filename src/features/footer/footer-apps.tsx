/** Store badges for the residents' mobile app (spec §1): accessible links drawn in CSS, no bitmap badges. */
import type { SiteInfo } from '@/schemas/site';
import { AppleIcon } from '@/ui/icons/apple-icon';
import { GooglePlayIcon } from '@/ui/icons/google-play-icon';
import styles from './footer.module.css';

export function FooterApps({ apps }: { apps: SiteInfo['apps'] }) {
  const stores = [
    { href: apps.app_store, Icon: AppleIcon, caption: 'Загрузите в', name: 'App Store' },
    { href: apps.google_play, Icon: GooglePlayIcon, caption: 'Доступно в', name: 'Google Play' },
  ];
  return (
    <ul className={styles.badges}>
      {stores.map(({ href, Icon, caption, name }) => (
        <li key={name}>
          <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
            <Icon size={24} />
            <span className={styles.badgeText}>
              <span className={styles.badgeCaption}>{caption} </span>
              <span className={styles.badgeName}>{name}</span>
              <span className="visually-hidden">: приложение для жителей, откроется в новой вкладке</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
