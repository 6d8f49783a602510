/** Held boxes while the home page loads: the hero and a row of cards keep their size, so nothing jumps. */
import { Container } from '@/ui/container/container';
import styles from './home.module.css';

export function HomeSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Загружаем главную страницу">
      <div className={styles.heroSkeleton} />
      <Container>
        <div className={styles.searchSkeleton} />
        <ul className={styles.projectGrid} aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className={styles.cardSkeleton} />
          ))}
        </ul>
      </Container>
    </div>
  );
}
