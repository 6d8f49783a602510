/**
 * /anti-corruption around the report form: the principles from
 * `/api/anti_corruption/`, the hotline and the company's policy documents.
 * The form itself is composed next to it by the route module (features do not import each other).
 */
import { formatBytes } from '@/lib/format';
import { LoadError } from '@/ui/load-error/load-error';
import { TextBlocks } from '@/ui/text-blocks/text-blocks';
import { useGetLegalPageQuery } from './legal-api';
import { LegalSkeleton } from './legal-document';
import styles from './legal.module.css';

export function AntiCorruptionContent() {
  const { data, isError, error, refetch } = useGetLegalPageQuery('anti_corruption');
  if (isError)
    return (
      <LoadError
        error={error}
        message="Не удалось загрузить сведения о линии доверия."
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <LegalSkeleton label="Загружаем страницу…" />;
  return (
    <div className={styles.anti}>
      <p className={styles.lead}>{data.lead}</p>
      <div className={styles.antiGrid}>
        {data.sections.map((section) => (
          <section
            key={section.anchor}
            id={section.anchor}
            className={styles.antiCard}
            aria-labelledby={`${section.anchor}-title`}
          >
            <h2 id={`${section.anchor}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <TextBlocks blocks={section.blocks} headingLevel={3} />
          </section>
        ))}
      </div>
      {data.hotline && (
        <section className={styles.hotline} aria-labelledby="hotline-title">
          <h2 id="hotline-title" className={styles.sectionTitle}>
            Линия доверия
          </h2>
          <p className={styles.hotlineContacts}>
            <a href={`tel:${data.hotline.phone.replace(/[^+\d]/g, '')}`}>{data.hotline.phone}</a>
            <a href={`mailto:${data.hotline.email}`}>{data.hotline.email}</a>
          </p>
          <p>{data.hotline.note}</p>
        </section>
      )}
      {data.documents && data.documents.length > 0 && (
        <section aria-labelledby="anti-documents-title">
          <h2 id="anti-documents-title" className={styles.sectionTitle}>
            Документы
          </h2>
          <ul className={styles.docs}>
            {data.documents.map((doc) => (
              <li key={doc.id}>
                <a href={doc.file_url} download>
                  {doc.title}
                </a>{' '}
                <span className={styles.docMeta}>
                  {doc.file_format.toUpperCase()}, {formatBytes(doc.file_size)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
