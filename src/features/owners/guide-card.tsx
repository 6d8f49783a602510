/** A guide in the /owners list: topic, title (the link), lead. The whole card is clickable through the title's link. */
import { CardLink } from '@/ui/cards/cards';
import type { GuideCard as GuideCardData } from '@/schemas/content-pages';
import styles from './owners.module.css';

export function GuideCard({ guide, headingLevel = 2 }: { guide: GuideCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <p className={styles.topic}>{guide.category_name}</p>
      <Heading className={styles.cardTitle}>
        <CardLink to={guide.url}>{guide.title}</CardLink>
      </Heading>
      <p className={styles.lead}>{guide.lead}</p>
    </article>
  );
}
