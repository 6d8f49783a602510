/**
 * Running promotions with live countdowns. End times come from
 * `action_timers/` (the server's clock corrects a wrong local one); until
 * that answers, the card's own `ends_at` is used with no correction.
 */
import { Link } from '@/ui/link/link';
import { formatDate } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import type { ArticleCard } from '@/schemas/site';
import { useGetActionTimersQuery } from './home-api';
import { HOME_CARD_SIZES } from './card-sizes';
import { HomeSection } from './home-section';
import { PromoCountdown } from './promo-countdown';
import styles from './home.module.css';

const SIZES = HOME_CARD_SIZES;

export function HomePromos({ promos }: { promos: readonly ArticleCard[] }) {
  const { data: timers, fulfilledTimeStamp } = useGetActionTimersQuery();
  if (promos.length === 0) return null;
  const offsetMs = timers && fulfilledTimeStamp ? Date.parse(timers.server_time) - fulfilledTimeStamp : 0;
  const endOf = (promo: ArticleCard) =>
    timers?.results.find((timer) => timer.id === promo.id)?.ends_at ?? promo.ends_at;
  return (
    <HomeSection id="promos" title="Акции" tone="muted" more={{ label: 'Все акции', to: '/promo' }}>
      <ul className={styles.cardGrid}>
        {promos.map((promo) => {
          const endsAt = endOf(promo);
          return (
            <li key={promo.id}>
              <article className={styles.card}>
                {promo.image && (
                  <Picture
                    className={styles.cardImage}
                    src={promo.image}
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
                  <h3 className={styles.cardTitle}>
                    <Link className={styles.cardLink} to={`/promo/${promo.slug}/`}>
                      {promo.title}
                    </Link>
                  </h3>
                  <p className={styles.cardLead}>{promo.lead}</p>
                  {endsAt ? (
                    <PromoCountdown endsAt={endsAt} offsetMs={offsetMs} />
                  ) : (
                    <p className={styles.cardMeta}>Бессрочная акция · с {formatDate(promo.published_at)}</p>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
