/** /documents: facet filters kept in the address and the documents grouped by project, newest first within a group. */
import { useSearchParams } from 'react-router';
import { formatCount } from '@/lib/format';
import { Button } from '@/ui/button/button';
import { LoadError } from '@/ui/load-error/load-error';
import { useGetDocumentFacetsQuery, useGetDocumentsCatalogueQuery } from './documents-api';
import { clearFilter, isFiltered, readDocumentsFilter, toggleFilterValue, type FilterKey } from './documents-filter';
import { DocumentFacets } from './document-facets';
import { DocumentRow } from './document-row';
import { groupDocuments } from './group-documents';
import styles from './documents.module.css';

function DocumentsSkeleton() {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">Загружаем документы…</span>
      {[0, 1, 2, 3, 4].map((index) => (
        <span key={index} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}

export function DocumentsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readDocumentsFilter(params);
  const list = useGetDocumentsCatalogueQuery(filter);
  const facets = useGetDocumentFacetsQuery(filter);
  const toggle = (key: FilterKey, value: string | number) =>
    setParams(toggleFilterValue(params, key, value), { replace: true, preventScrollReset: true });
  const reset = () => setParams(clearFilter(params), { replace: true, preventScrollReset: true });
  const filtered = isFiltered(filter);
  const selected = { project: filter.project ?? [], category: filter.category ?? [], year: filter.year ?? [] };

  return (
    <div className={styles.layout}>
      <section className={styles.filters} aria-labelledby="documents-filters-title">
        <h2 id="documents-filters-title" className="visually-hidden">
          Фильтры документов
        </h2>
        <DocumentFacets facets={facets.data} selected={selected} onToggle={toggle} />
        {filtered && (
          <Button variant="ghost" size="s" onClick={reset}>
            Сбросить фильтры
          </Button>
        )}
      </section>
      <section aria-labelledby="documents-list-title" aria-busy={list.isFetching}>
        <h2 id="documents-list-title" className={styles.count} aria-live="polite">
          {list.data ? formatCount(list.data.count, ['документ', 'документа', 'документов']) : 'Документы'}
        </h2>
        {list.isLoading ? (
          <DocumentsSkeleton />
        ) : list.isError ? (
          <LoadError error={list.error} message="Не удалось загрузить документы." onRetry={() => void list.refetch()} />
        ) : list.data && list.data.count === 0 ? (
          <div className={styles.empty}>
            <p>По выбранным фильтрам документов нет.</p>
            <Button variant="secondary" onClick={reset}>
              Сбросить фильтры
            </Button>
          </div>
        ) : (
          groupDocuments(list.data?.results ?? []).map((group) => (
            <section key={group.key} className={styles.group} aria-labelledby={`group-${group.key}`}>
              <h3 id={`group-${group.key}`} className={styles.groupTitle}>
                {group.title}
              </h3>
              <ul className={styles.rows}>
                {group.documents.map((doc) => (
                  <DocumentRow key={doc.id} doc={doc} />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </div>
  );
}
