/**
 * One publication in the list: cover, date, category (or the newspaper for
 * press), title, lead and — for promotions — the time left. The title link
 * stretches over the card, so the card is one Tab stop.
 */
import { Link } from '@/ui/link/link';
import { formatDate } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import type { ArticleListItem } from '@/schemas/articles';
import { promoBadge } from './promo-countdown';
import styles from './article-card.module.css';

const WIDTHS = [320, 480, 640, 960] as const;
const SIZES = '(max-width: 743px) 100vw, (max-width: 1279px) 50vw, 33vw';

export interface ArticleCardProps {
  article: ArticleListItem;
  now: number;
  /** Cards of the first row load their cover eagerly: one is the largest image above the fold. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function ArticleCard({ article, now, priority = false, headingLevel = 2 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badge = article.kind === 'promo' ? promoBadge(article.ends_at, now) : null;
  const expired = badge === 'Акция завершена';
  return (
    <article className={styles.card} data-expired={expired || undefined}>
      <div className={styles.media}>
        {article.image && (
          <Picture
            className={styles.image}
            src={article.image}
            widths={WIDTHS}
            fallbackWidth={640}
            sizes={SIZES}
            width={640}
            height={400}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {badge && (
          <span className={styles.badge} data-expired={expired || undefined}>
            {badge}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          {(article.source ?? article.category) && <span aria-hidden="true"> · </span>}
          {article.source ? <span>{article.source}</span> : article.category && <span>{article.category.label}</span>}
        </p>
        <Heading className={styles.title}>
          <Link to={article.url} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.lead}>{article.lead}</p>
        {article.project && <p className={styles.project}>{article.project.name}</p>}
      </div>
    </article>
  );
}
