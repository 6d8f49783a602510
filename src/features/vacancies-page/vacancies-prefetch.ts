/** `/vacancies` before its first render (decision 023): the intro, and the list and its facets filtered as the address says. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { readListFilters } from '@/entities/company/use-list-filters';
import { VACANCY_FILTER_KEYS } from './vacancy-filters';
import { toVacancyQuery } from './vacancies-page';
import { vacanciesPageApi } from './vacancies-page-api';

export const prefetchVacanciesPage: Prefetch = ({ dispatch, url }) => {
  const query = toVacancyQuery(readListFilters(url.searchParams, VACANCY_FILTER_KEYS));
  const { endpoints } = vacanciesPageApi;
  return settle([
    dispatch(endpoints.getVacancyPage.initiate()),
    dispatch(endpoints.getVacancyList.initiate(query)),
    dispatch(endpoints.getVacancyFacets.initiate(query)),
  ]);
};
