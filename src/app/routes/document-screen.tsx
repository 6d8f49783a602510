/** /documents/{slug} (spec §2): one document; the route loader has already answered 404 for an unknown slug. */
import { useParams } from 'react-router';
import { DocumentPage } from '@/features/documents/document-page';
import { usePageRoute } from './use-page-route';
import { prefetchDocumentPage } from '@/features/documents/documents-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchDocumentPage;

export default function DocumentScreen() {
  const { slug = '' } = useParams();
  const { title } = usePageRoute('Документы');
  return <DocumentPage key={slug} slug={slug} fallbackTitle={title} />;
}
