/**
 * The company lists the lead forms pick from (`GET /api/tenders/`,
 * `GET /api/vacancies/`): the tender offer and CV forms, and the tender and
 * vacancy pages when their content comes (a later issue).
 */
import { api } from '@/lib/api/api';
import type { OpenTender, VacancyItem } from '@/schemas/company';

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenTenders: build.query<OpenTender[], void>({
      query: () => 'tenders/',
      transformResponse: (body: { results: OpenTender[] }) => body.results,
    }),
    getVacancies: build.query<VacancyItem[], void>({
      query: () => 'vacancies/',
      transformResponse: (body: { results: VacancyItem[] }) => body.results,
    }),
  }),
});

export const { useGetOpenTendersQuery, useGetVacanciesQuery } = companyApi;
