/**
 * The home's first screen and its largest paint (LCP): the hero picture is
 * the first element, sized, eager and at high priority with a srcset. Over
 * it: the heading (the page's only h1), the subtitle, the main action and
 * the current offers — running promotions with their end dates.
 */
import { Link } from '@/ui/link/link';
import { formatDate } from '@/lib/format';
import type { HomePage } from '@/schemas/home';
import { Button } from '@/ui/button/button';
import { HeroFrame } from '@/ui/hero/hero-frame';
import styles from './home-hero.module.css';

const OFFERS_SHOWN = 3;

export function HomeHero({ hero, promos }: Pick<HomePage, 'hero' | 'promos'>) {
  const offers = promos.slice(0, OFFERS_SHOWN);
  return (
    <HeroFrame image={hero.image} alt="" className={styles.hero} contentClassName={styles.content}>
      <h1 className={styles.title}>{hero.title}</h1>
      <p className={styles.subtitle}>{hero.subtitle}</p>
      <div className={styles.actions}>
        <Button variant="accent" size="l" to={hero.url}>
          Выбрать проект
        </Button>
        <Link className={styles.secondary} to="/lots">
          Все квартиры
        </Link>
      </div>
      {offers.length > 0 && (
        <nav className={styles.offers} aria-label="Текущие предложения">
          <ul className={styles.offerList}>
            {offers.map((promo) => (
              <li key={promo.id} className={styles.offer}>
                <Link className={styles.offerLink} to={`/promo/${promo.slug}/`}>
                  {promo.title}
                </Link>
                {promo.ends_at && (
                  <span className={styles.offerDate}>до {formatDate(promo.ends_at, { withYear: false })}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </HeroFrame>
  );
}
