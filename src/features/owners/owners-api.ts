/** `/api/owners/` and `/api/owners/{slug}/`: guides for residents. */
import { api } from '@/lib/api/api';
import type { GuideDetail, GuideList } from '@/schemas/content-pages';

export const ownersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuides: build.query<GuideList, void>({ query: () => 'owners/' }),
    getGuide: build.query<GuideDetail, string>({ query: (slug) => `owners/${encodeURIComponent(slug)}/` }),
  }),
});

export const { useGetGuidesQuery, useGetGuideQuery } = ownersApi;
