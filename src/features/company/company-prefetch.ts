/** `/about` and `/partners` before their first render (decision 023), with the arguments their pages start with. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { companyPagesApi } from './company-pages-api';
import { parseDepartments } from './team/team-view';

/** The page, and its team section with the departments the address picks (`?department=`). */
export const prefetchAboutPage: Prefetch = ({ dispatch, url }) => {
  const { endpoints } = companyPagesApi;
  return settle([
    dispatch(endpoints.getAbout.initiate()),
    dispatch(endpoints.getTeamFacets.initiate()),
    dispatch(endpoints.getTeam.initiate({ department: parseDepartments(url.searchParams.get('department')) })),
  ]);
};

/** The «Все» tab: no partner type chosen. */
export const prefetchPartnersPage: Prefetch = ({ dispatch }) => {
  const { endpoints } = companyPagesApi;
  return settle([
    dispatch(endpoints.getPartnersPage.initiate()),
    dispatch(endpoints.getPartnerTypes.initiate()),
    dispatch(endpoints.getPartners.initiate(null)),
  ]);
};

/** `/charity/{slug}`: the story the address names. */
export const prefetchCharityPage: Prefetch = ({ dispatch, params }) =>
  settle([dispatch(companyPagesApi.endpoints.getCharity.initiate(params.slug ?? ''))]);

export const prefetchServicesPage: Prefetch = ({ dispatch }) =>
  settle([dispatch(companyPagesApi.endpoints.getServices.initiate())]);

export const prefetchContactsPage: Prefetch = ({ dispatch }) =>
  settle([dispatch(companyPagesApi.endpoints.getContacts.initiate())]);

/** The modules of `/standarts` (`module/?page=standarts`): the page and its prefetch share the name. */
export const STANDARTS_MODULES = 'standarts';

export const prefetchStandartsPage: Prefetch = ({ dispatch }) =>
  settle([dispatch(companyPagesApi.endpoints.getModules.initiate(STANDARTS_MODULES))]);
