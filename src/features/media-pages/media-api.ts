/** `/api/media_pages/` (+ `facets/`, `{slug}/`): photo reports and videos of /media. */
import { api } from '@/lib/api/api';
import type { MediaCategory, MediaDetail, MediaList } from '@/schemas/content-pages';
import type { Facets } from '@/schemas/lots';

export const mediaPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMediaList: build.query<MediaList, MediaCategory | undefined>({
      query: (category) => ({ url: 'media_pages/', params: category ? { category } : {} }),
    }),
    getMediaFacets: build.query<Facets['facets'], void>({
      query: () => 'media_pages/facets/',
      transformResponse: (body: Facets) => body.facets,
    }),
    getMediaItem: build.query<MediaDetail, string>({ query: (slug) => `media_pages/${encodeURIComponent(slug)}/` }),
  }),
});

export const { useGetMediaListQuery, useGetMediaFacetsQuery, useGetMediaItemQuery } = mediaPagesApi;
