/** `/api/documents/` with facets and `/api/documents/{slug}/` for the /documents screens. */
import { api } from '@/lib/api/api';
import type { DocumentDetail, DocumentsCatalogue, DocumentsFilter } from '@/schemas/content-pages';
import type { Facets } from '@/schemas/lots';

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocumentsCatalogue: build.query<DocumentsCatalogue, DocumentsFilter>({
      query: (filter) => ({ url: 'documents/', params: { ...filter } }),
    }),
    getDocumentFacets: build.query<Facets['facets'], DocumentsFilter>({
      query: (filter) => ({ url: 'documents/facets/', params: { ...filter } }),
      transformResponse: (body: Facets) => body.facets,
    }),
    getDocument: build.query<DocumentDetail, string>({
      query: (slug) => `documents/${encodeURIComponent(slug)}/`,
    }),
  }),
});

export const { useGetDocumentsCatalogueQuery, useGetDocumentFacetsQuery, useGetDocumentQuery } = documentsApi;
