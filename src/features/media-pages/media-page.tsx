/** /media: photo reports and videos with «Все / Фоторепортажи / Видео» tabs kept in `?category=`. */
import { useSearchParams } from 'react-router';
import type { MediaCategory } from '@/schemas/content-categories';
import { Button } from '@/ui/button/button';
import { CardGrid } from '@/ui/cards/cards';
import { LoadError } from '@/ui/load-error/load-error';
import { useGetMediaFacetsQuery, useGetMediaListQuery } from './media-api';
import { MediaCard } from './media-card';
import { readMediaCategory } from './media-prefetch';
import styles from './media.module.css';

export function MediaPage() {
  const [params, setParams] = useSearchParams();
  const category = readMediaCategory(params.get('category'));
  const list = useGetMediaListQuery(category);
  const { data: facets } = useGetMediaFacetsQuery();
  const options = facets?.category ?? [];
  const total = options.reduce((sum, option) => sum + option.count, 0);
  const choose = (next: MediaCategory | undefined) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('category', next);
    else updated.delete('category');
    setParams(updated, { replace: true, preventScrollReset: true });
  };
  const tabs: Array<{ value: MediaCategory | undefined; label: string; count?: number }> = [
    { value: undefined, label: 'Все', count: facets ? total : undefined },
    ...options.map((option) => ({ value: option.value as MediaCategory, label: option.label, count: option.count })),
  ];

  return (
    <>
      <nav className={styles.tabs} aria-label="Разделы медиа">
        {tabs.map((tab) => (
          <button
            key={tab.label}
            type="button"
            className={styles.tab}
            aria-pressed={tab.value === category}
            onClick={() => choose(tab.value)}
          >
            {tab.label}
            {tab.count !== undefined && <span className={styles.tabCount}>{tab.count}</span>}
          </button>
        ))}
      </nav>
      <section aria-label="Материалы" aria-busy={list.isFetching}>
        {list.isLoading ? (
          <CardGrid as="div" role="status" className={styles.grid}>
            <span className="visually-hidden">Загружаем материалы…</span>
            {[0, 1, 2].map((index) => (
              <span key={index} className={styles.skeleton} aria-hidden="true" />
            ))}
          </CardGrid>
        ) : list.isError ? (
          <LoadError error={list.error} message="Не удалось загрузить материалы." onRetry={() => void list.refetch()} />
        ) : !list.data || list.data.count === 0 ? (
          <div className={styles.empty}>
            <p>В этом разделе пока нет материалов.</p>
            <Button variant="secondary" onClick={() => choose(undefined)}>
              Показать все
            </Button>
          </div>
        ) : (
          <CardGrid className={styles.grid}>
            {list.data.results.map((item, index) => (
              <li key={item.id}>
                <MediaCard item={item} eager={index < 3} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </>
  );
}
