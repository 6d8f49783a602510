/** Charity projects as cards linking to /charity/{slug}. */
import { Link } from '@/ui/link/link';
import { imageUrl } from '@/lib/image-url';
import type { CharityCard } from '@/schemas/company-pages';
import styles from './about.module.css';

export function CharityCards({ items, headingLevel = 3 }: { items: readonly CharityCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.charity}>
      {items.map((card) => (
        <li key={card.id}>
          <article className={styles.charityCard}>
            {card.image && (
              <img
                className={styles.charityImage}
                src={/\.svg$/i.test(card.image) ? card.image : imageUrl(card.image, { width: 640 })}
                width={640}
                height={400}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )}
            <Heading className={styles.charityTitle}>
              <Link to={card.url} className={styles.charityLink}>
                {card.title}
              </Link>
            </Heading>
            <p className={styles.charityLead}>{card.lead}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
