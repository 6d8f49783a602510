/**
 * The open vacancies the CV form picks from (`GET /api/vacancies/`). The
 * tender offer form picks from the tenders page's own unfiltered list
 * (`OPEN_TENDERS` in the tenders-page feature), so it has no endpoint here.
 */
import { api } from '@/lib/api/api';
import type { VacancyItem } from '@/schemas/company';

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVacancies: build.query<VacancyItem[], void>({
      query: () => 'vacancies/',
      transformResponse: (body: { results: VacancyItem[] }) => body.results,
    }),
  }),
});

export const { useGetVacanciesQuery } = companyApi;
