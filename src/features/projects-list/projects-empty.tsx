/**
 * What the list says when it has nothing to show: with filters on, that no
 * project fits and how to get results back; without filters, simply that
 * there are no projects of this kind yet — never a pretend list.
 */
import { Button } from '@/ui/button/button';
import styles from './projects-list.module.css';

export function ProjectsEmpty({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>
        {filtered ? 'Под эти условия не подходит ни один проект' : 'Проектов пока нет'}
      </h2>
      {filtered ? (
        <>
          <p className={styles.emptyText}>Уберите часть фильтров или сбросьте их все — проекты снова появятся.</p>
          <Button variant="secondary" onClick={onReset}>
            Сбросить фильтры
          </Button>
        </>
      ) : (
        <p className={styles.emptyText}>Новые проекты появятся здесь, как только откроются продажи.</p>
      )}
    </div>
  );
}
