/** Office phone, working hours, address and email (spec §2), with fallbacks while site info loads. */
import type { SiteInfo } from '@/schemas/site';
import { phoneOrDefault, telHref, WORKING_HOURS_TEXT } from '@/lib/contacts';
import styles from './footer.module.css';

export function FooterContacts({ media }: { media: SiteInfo['media'] | undefined }) {
  const phone = phoneOrDefault(media?.phone);
  const workTime = media?.work_time?.trim() || WORKING_HOURS_TEXT;
  return (
    <address className={styles.contacts}>
      <div className={styles.contactGroup}>
        <span className={styles.contactLabel}>Офис продаж</span>
        <a className={styles.phone} href={telHref(phone)}>
          {phone}
        </a>
        <span className={styles.muted}>{workTime}</span>
      </div>
      {media?.address && (
        <div className={styles.contactGroup}>
          <span className={styles.contactLabel}>Адрес</span>
          <span>{media.address}</span>
        </div>
      )}
      {media?.email && (
        <div className={styles.contactGroup}>
          <span className={styles.contactLabel}>Почта</span>
          <a className={styles.link} href={`mailto:${media.email.trim()}`}>
            {media.email}
          </a>
        </div>
      )}
    </address>
  );
}
