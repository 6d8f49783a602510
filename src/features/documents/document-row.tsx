/** One file of the documents list: format badge, title (to its page), category, size, date and a download link. */
import { Link } from '@/ui/link/link';
import { formatBytes, formatDate } from '@/lib/format';
import type { CatalogueDocument } from '@/schemas/content-pages';
import styles from './documents.module.css';

export function FormatBadge({ format }: { format: string }) {
  return (
    <span className={styles.badge} data-format={format.toLowerCase()} aria-hidden="true">
      {format.toUpperCase()}
    </span>
  );
}

/** «Скачать SVG, 2,4 КБ»: the format and size are part of the link's accessible name. */
export const downloadLabel = (doc: Pick<CatalogueDocument, 'file_format' | 'file_size'>) =>
  `Скачать ${doc.file_format.toUpperCase()}, ${formatBytes(doc.file_size)}`;

export function DocumentRow({ doc }: { doc: CatalogueDocument }) {
  return (
    <li className={styles.row}>
      <FormatBadge format={doc.file_format} />
      <div className={styles.rowMain}>
        <Link className={styles.rowTitle} to={`/documents/${doc.slug}`}>
          {doc.title}
        </Link>
        <p className={styles.rowMeta}>
          <span>{doc.category_name}</span>
          <span>{formatBytes(doc.file_size)}</span>
          <time dateTime={doc.published_at}>{formatDate(doc.published_at)}</time>
        </p>
      </div>
      <a className={styles.download} href={doc.file_url} download aria-label={`${downloadLabel(doc)}: ${doc.title}`}>
        Скачать
      </a>
    </li>
  );
}
