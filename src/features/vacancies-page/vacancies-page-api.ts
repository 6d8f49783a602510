/** The vacancy pages' calls (spec §7 `vacancy_page/`, `vacancy/` + `facets/`, `{id}/`). */
import { api } from '@/lib/api/api';
import type { VacancyCard, VacancyDetail, VacancyPage, VacancyQuery } from '@/schemas/company-lists';
import type { Facets } from '@/schemas/lots';

export const vacanciesPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVacancyPage: build.query<VacancyPage, void>({ query: () => 'vacancy_page/' }),
    getVacancyList: build.query<{ count: number; results: VacancyCard[] }, VacancyQuery>({
      query: (params) => ({ url: 'vacancy/', params }),
    }),
    getVacancyFacets: build.query<Facets['facets'], VacancyQuery>({
      query: (params) => ({ url: 'vacancy/facets/', params }),
      transformResponse: (body: Facets) => body.facets,
    }),
    getVacancy: build.query<VacancyDetail, number>({ query: (id) => `vacancy/${id}/` }),
  }),
});

export const { useGetVacancyPageQuery, useGetVacancyListQuery, useGetVacancyFacetsQuery, useGetVacancyQuery } =
  vacanciesPageApi;
