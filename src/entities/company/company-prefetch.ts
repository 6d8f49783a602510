/** The vacancies the CV form picks from, before the page's first render (decision 023). */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { companyApi } from './company-api';

export const prefetchVacancyChoices: Prefetch = ({ dispatch }) =>
  settle([dispatch(companyApi.endpoints.getVacancies.initiate())]);
