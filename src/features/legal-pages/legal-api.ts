/** `/api/privacy_policy/`, `/api/personal_data_consent/`, `/api/anti_corruption/` (spec §7). */
import { api } from '@/lib/api/api';
import type { LegalPage, LegalPageKey } from '@/schemas/content-pages';

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLegalPage: build.query<LegalPage, LegalPageKey>({ query: (key) => `${key}/` }),
  }),
});

export const { useGetLegalPageQuery } = legalApi;
