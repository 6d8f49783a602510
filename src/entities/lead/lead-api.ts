/** `POST /api/request/` (spec §7): every form of the site sends its lead here. */
import { api } from '@/lib/api/api';
import type { LeadAccepted, LeadInput } from '@/schemas/leads';

const leadApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitLead: build.mutation<LeadAccepted, LeadInput>({
      query: (body) => ({ url: 'request/', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitLeadMutation } = leadApi;
