/** `GET /api/cooperation/?kind=` (spec §7): one partnership page's content. */
import { api } from '@/lib/api/api';
import type { CooperationItem, CooperationKind } from '@/schemas/cooperation';

export const partnershipPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCooperation: build.query<CooperationItem | null, CooperationKind>({
      query: (kind) => ({ url: 'cooperation/', params: { kind } }),
      transformResponse: (body: { results?: CooperationItem[] }) => body.results?.[0] ?? null,
    }),
  }),
});

export const { useGetCooperationQuery } = partnershipPageApi;
