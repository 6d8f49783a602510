/** What the favourites screen shows instead of cards: nothing saved, nothing of this type, loading, failed. */
import { HeartIcon } from '@/ui/icons/heart-icon';
import { Button } from '@/ui/button/button';
import { LoadError } from '@/ui/load-error/load-error';
import type { ListType } from '@/schemas/favorites';
import { CATALOGUE_LINKS } from './favorites-texts';
import styles from './favorites.module.css';

export function FavoritesEmpty() {
  return (
    <div className={styles.empty}>
      <HeartIcon size={48} className={styles.emptyIcon} />
      <h2 className={styles.emptyTitle}>В избранном пока пусто</h2>
      <p className={styles.emptyText}>
        Нажмите на сердечко на карточке квартиры или помещения — лот сохранится здесь, и к нему будет легко вернуться.
      </p>
      <Button to="/lots">Выбрать недвижимость</Button>
    </div>
  );
}

export function TypeEmpty({ type }: { type: ListType }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>
        {type === 'commercials' ? 'Коммерческих помещений в избранном нет.' : 'Квартир и апартаментов в избранном нет.'}
      </p>
      <Button variant="secondary" to={CATALOGUE_LINKS[type]}>
        Выбрать недвижимость
      </Button>
    </div>
  );
}

export function FavoritesLoading() {
  return (
    <div role="status">
      <p className="visually-hidden">Загружаем избранное…</p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonMedia} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} data-short />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FavoritesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Offline or the server's failure, in the shared words (issue 30).
  return (
    <LoadError error={error} message="Не удалось загрузить избранное." onRetry={onRetry} className={styles.empty} />
  );
}
