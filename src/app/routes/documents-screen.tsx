/** /documents (spec §2): the documents catalogue with facets, grouped by project. */
import { DocumentsPage } from '@/features/documents/documents-page';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import { prefetchDocumentsPage } from '@/features/documents/documents-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchDocumentsPage;

export default function DocumentsScreen() {
  const { title } = usePageRoute('Документы');
  return (
    <PageFrame title={title}>
      <DocumentsPage />
    </PageFrame>
  );
}
