/** /documents/{slug}: the document's card (type, project, size, date, download), its first page as a preview, and neighbouring documents. */
import { BackLink } from '@/ui/back-link/back-link';
import { Link } from '@/ui/link/link';
import { formatBytes, formatDate } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import { Button } from '@/ui/button/button';
import { LoadError } from '@/ui/load-error/load-error';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { useGetDocumentQuery } from './documents-api';
import { DocumentRow, downloadLabel, FormatBadge } from './document-row';
import styles from './documents.module.css';

export function DocumentPage({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const { data: doc, isLoading, isError, error, refetch } = useGetDocumentQuery(slug);
  if (isLoading || (!doc && !isError)) {
    return (
      <PageFrame title={fallbackTitle}>
        <div role="status" className={styles.skeleton}>
          <span className="visually-hidden">Загружаем документ…</span>
          <span className={styles.skeletonRow} aria-hidden="true" />
        </div>
      </PageFrame>
    );
  }
  if (!doc) {
    return (
      <PageFrame title={fallbackTitle}>
        <LoadError error={error} message="Не удалось загрузить документ." onRetry={() => void refetch()} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={doc.title}>
      <BackLink to="/documents">Все документы</BackLink>
      <div className={styles.detail}>
        <article className={styles.card} aria-label="Сведения о документе">
          <FormatBadge format={doc.file_format} />
          <dl className={styles.facts}>
            <dt>Тип</dt>
            <dd>{doc.category_name}</dd>
            <dt>Проект</dt>
            <dd>{doc.project ? <Link to={doc.project.url}>{doc.project.name}</Link> : 'Документ компании'}</dd>
            <dt>Опубликован</dt>
            <dd>
              <time dateTime={doc.published_at}>{formatDate(doc.published_at)}</time>
            </dd>
            <dt>Файл</dt>
            <dd>
              {doc.file_format.toUpperCase()}, {formatBytes(doc.file_size)}
            </dd>
          </dl>
          <Button href={doc.file_url} download>
            {downloadLabel(doc)}
          </Button>
        </article>
        <figure className={styles.preview}>
          <Picture
            src={doc.file_url}
            widths={[480, 640, 960]}
            fallbackWidth={640}
            sizes="(min-width: 1280px) 40vw, 100vw"
            alt={`Первая страница: ${doc.title}`}
            width={595}
            height={842}
            decoding="async"
          />
          <figcaption className={styles.rowMeta}>Предпросмотр первой страницы</figcaption>
        </figure>
      </div>
      {doc.related.length > 0 && (
        <section aria-labelledby="related-documents" className={styles.related}>
          <h2 id="related-documents" className={styles.groupTitle}>
            {doc.project ? `Другие документы: ${doc.project.name}` : 'Другие документы'}
          </h2>
          <ul className={styles.rows}>
            {doc.related.map((item) => (
              <DocumentRow key={item.id} doc={item} />
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
