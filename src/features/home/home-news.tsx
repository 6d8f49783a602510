/** Fresh news: date, picture, title linking to the article at /news/{slug}/. */
import { Link } from '@/ui/link/link';
import { formatDate } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import type { ArticleCard } from '@/schemas/site';
import { HOME_CARD_SIZES } from './card-sizes';
import { HomeSection } from './home-section';
import styles from './home.module.css';

const SHOWN = 3;
const SIZES = HOME_CARD_SIZES;

export function HomeNews({ news }: { news: readonly ArticleCard[] }) {
  if (news.length === 0) return null;
  return (
    <HomeSection id="news" title="Новости" more={{ label: 'Все новости', to: '/news' }}>
      <ul className={styles.cardGrid}>
        {news.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            <article className={styles.card} data-variant="news">
              {item.image && (
                <Picture
                  className={styles.cardImage}
                  src={item.image}
                  widths={[480, 640, 960]}
                  fallbackWidth={640}
                  sizes={SIZES}
                  width={640}
                  height={400}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div className={styles.cardBody}>
                <time className={styles.cardMeta} dateTime={item.published_at}>
                  {formatDate(item.published_at)}
                </time>
                <h3 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={`/news/${item.slug}/`}>
                    {item.title}
                  </Link>
                </h3>
                <p className={styles.cardLead}>{item.lead}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
