/** Groups catalogue documents by project for the /documents list: projects by name, the company's own documents last. */
import { COMPANY_DOCUMENTS_LABEL } from '@/schemas/content-categories';
import type { CatalogueDocument } from '@/schemas/content-pages';

export interface DocumentGroup {
  key: string;
  title: string;
  /** The project page, for a link next to the group title. */
  url: string | null;
  documents: CatalogueDocument[];
}

export function groupDocuments(documents: readonly CatalogueDocument[]): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  for (const doc of documents) {
    const key = doc.project ? `project-${doc.project.id}` : 'company';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title: doc.project?.name ?? COMPANY_DOCUMENTS_LABEL,
        url: doc.project?.url ?? null,
        documents: [],
      };
      groups.set(key, group);
    }
    group.documents.push(doc);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.key === 'company' || b.key === 'company') return a.key === 'company' ? 1 : -1;
    return a.title.localeCompare(b.title, 'ru');
  });
}
