/** `/documents` before its first render (decision 023): the catalogue and its facets filtered as the address says. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { documentsApi } from './documents-api';
import { readDocumentsFilter } from './documents-filter';

export const prefetchDocumentsPage: Prefetch = ({ dispatch, url }) => {
  const filter = readDocumentsFilter(url.searchParams);
  return settle([
    dispatch(documentsApi.endpoints.getDocumentsCatalogue.initiate(filter)),
    dispatch(documentsApi.endpoints.getDocumentFacets.initiate(filter)),
  ]);
};

/** `/documents/{slug}`: the document the address names. */
export const prefetchDocumentPage: Prefetch = ({ dispatch, params }) =>
  settle([dispatch(documentsApi.endpoints.getDocument.initiate(params.slug ?? ''))]);
