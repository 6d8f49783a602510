/** #documents: the project's declarations and permits as download links, newest first, with category, format, size and date. */
import { formatBytes, formatDate } from '@/lib/format';
import type { DocumentItem } from '@/schemas/documents';
import { ProjectSection } from './project-section';
import styles from './project-page.module.css';

const CATEGORY_TITLES: Record<string, string> = {
  declaration: 'Проектная декларация',
  permit: 'Разрешение на строительство',
  commissioning: 'Ввод в эксплуатацию',
  report: 'Отчётность',
  policy: 'Политика',
  corporate: 'Корпоративный документ',
};

function documentMeta(doc: DocumentItem): string {
  return [
    CATEGORY_TITLES[doc.category] ?? 'Документ',
    doc.file_format.toUpperCase(),
    formatBytes(doc.file_size),
    formatDate(doc.published_at),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ProjectDocuments({ documents }: { documents: readonly DocumentItem[] }) {
  return (
    <ProjectSection id="documents">
      <ul className={styles.documents}>
        {documents.map((doc) => (
          <li key={doc.id}>
            <a className={styles.document} href={doc.file_url} download target="_blank" rel="noopener">
              <span className={styles.documentTitle}>{doc.title}</span>
              <span className={styles.muted}>{documentMeta(doc)}</span>
            </a>
          </li>
        ))}
      </ul>
    </ProjectSection>
  );
}
