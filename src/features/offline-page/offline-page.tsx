/**
 * «Нет подключения к интернету» (decision 011): shown instead of a page whose
 * data the device does not have. It says what still works without a network:
 * favourites and comparison (kept in IndexedDB) and every lot the service
 * worker keeps (visited or favourited), as cards that open offline. Coming
 * back online re-runs the page's loaders, so the page appears by itself.
 */
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '@/ui/link/link';
import { useAppSelector } from '@/lib/store/hooks';
import { formatCount } from '@/lib/format';
import { Button } from '@/ui/button/button';
import { Container } from '@/ui/container/container';
import { LotCard } from '@/entities/lot/lot-card';
import { useOfflineLots } from '@/entities/lot/offline-lots';
import { selectVisitedLotIds } from '@/entities/visited-lots/visited-lots-slice';
import { useCompareAvailable, useSavedCount } from '@/entities/saved-lots/use-saved-lots';
import { OFFLINE_TEXTS } from './offline-texts';
import styles from './offline-page.module.css';

/** `onRetry`: how the screen asks again; route errors re-run the loaders by default. */
export function OfflinePage({ onRetry }: { onRetry?: () => void }) {
  const { revalidate: revalidateRoutes, state } = useRevalidator();
  const visited = useAppSelector(selectVisitedLotIds);
  const lots = useOfflineLots(visited);
  const favorites = useSavedCount('favorites');
  const comparison = useSavedCount('comparison');
  const showCompare = useCompareAvailable();

  const revalidate = onRetry ?? revalidateRoutes;

  useEffect(() => {
    const retry = () => void revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidate]);

  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.badge} aria-hidden="true">
          <span className={styles.dot} /> офлайн
        </p>
        <h1 className={styles.title}>{OFFLINE_TEXTS.title}</h1>
        <p className={styles.text}>{OFFLINE_TEXTS.text}</p>
        <div className={styles.actions}>
          <Button onClick={() => void revalidate()} loading={state === 'loading'}>
            {OFFLINE_TEXTS.retry}
          </Button>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="offline-available">
        <h2 id="offline-available" className={styles.subtitle}>
          {OFFLINE_TEXTS.available}
        </h2>
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} to="/favorites">
              Избранное
              <span className={styles.count}>
                {favorites > 0 ? formatCount(favorites, ['лот', 'лота', 'лотов']) : 'пусто'}
              </span>
            </Link>
          </li>
          {showCompare && (
            <li>
              <Link className={styles.link} to="/compare">
                Сравнение
                <span className={styles.count}>
                  {comparison > 0 ? formatCount(comparison, ['лот', 'лота', 'лотов']) : 'пусто'}
                </span>
              </Link>
            </li>
          )}
          <li>
            <Link className={styles.link} to="/">
              Главная<span className={styles.count}>если вы её открывали</span>
            </Link>
          </li>
        </ul>
      </section>

      {lots && lots.length > 0 && (
        <section className={styles.section} aria-labelledby="offline-lots">
          <h2 id="offline-lots" className={styles.subtitle}>
            {OFFLINE_TEXTS.lots}
          </h2>
          <ul className={styles.grid}>
            {lots.map(({ lot }) => (
              <li key={lot.id}>
                <LotCard lot={lot} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
