/** `/lots` before its first render (decision 023): the results, facets and slider bounds of the URL's filters. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { lotsApi } from '@/entities/lot/lots-api';
import { catalogueOf } from '@/entities/lot/lot-catalogue';
import { parseFilters } from './filters-url';
import { catalogueReads } from './use-catalogue-data';

export const prefetchCatalogue: Prefetch = ({ dispatch, url }) => {
  const { filters } = parseFilters(url.search);
  const reads = catalogueReads(catalogueOf(filters), filters);
  return settle([
    dispatch(lotsApi.endpoints.getLotPages.initiate(reads.pages)),
    dispatch(lotsApi.endpoints.getLotFacets.initiate(reads.facets)),
    dispatch(lotsApi.endpoints.getLotSpecs.initiate(reads.specs)),
  ]);
};
