/** Partner cards: logo (vector, as seeded), name, what they do for us, their site when known. */
import type { Partner } from '@/schemas/company-pages';
import { imageUrl } from '@/lib/image-url';
import styles from './partners.module.css';

export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={styles.grid} aria-label="Партнёры">
      {partners.map((partner) => (
        <li key={partner.id} className={styles.partner}>
          <img
            className={styles.logo}
            src={/\.svg$/i.test(partner.logo) ? partner.logo : imageUrl(partner.logo, { width: 320 })}
            width={240}
            height={120}
            alt={`Логотип: ${partner.name}`}
            loading="lazy"
            decoding="async"
          />
          <h3 className={styles.name}>{partner.name}</h3>
          <p className={styles.type}>{partner.type_name}</p>
          <p className={styles.description}>{partner.description}</p>
          {partner.url && (
            <a href={partner.url} className={styles.site} target="_blank" rel="noopener noreferrer">
              Сайт партнёра
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
