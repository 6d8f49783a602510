/**
 * Calls of the company pages (spec §7 `about/`, `about/team/` + `facets/` +
 * `specs/`, `about/charity/`, `partners_page/` (+`partners/`, `partners_type/`),
 * `services/`, `contacts/`, `module/`), injected into the one API slice.
 */
import { api } from '@/lib/api/api';
import type { Facets } from '@/schemas/lots';
import type {
  AboutPage,
  CharityDetail,
  Contacts,
  DepartmentSlug,
  Modules,
  Partner,
  PartnersPage,
  PartnerType,
  ServicesPage,
  TeamList,
  TeamSpecs,
} from '@/schemas/company-pages';

export interface TeamArgs {
  department: readonly DepartmentSlug[];
}

const teamParams = ({ department }: TeamArgs) => ({ department: [...department] });

export const companyPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAbout: build.query<AboutPage, void>({ query: () => 'about/' }),
    getTeam: build.query<TeamList, TeamArgs>({ query: (args) => ({ url: 'about/team/', params: teamParams(args) }) }),
    getTeamFacets: build.query<Facets, void>({ query: () => 'about/team/facets/' }),
    getTeamSpecs: build.query<TeamSpecs, TeamArgs>({
      query: (args) => ({ url: 'about/team/specs/', params: teamParams(args) }),
    }),
    getCharity: build.query<CharityDetail, string>({ query: (slug) => `about/charity/${encodeURIComponent(slug)}/` }),
    getPartnersPage: build.query<PartnersPage, void>({ query: () => 'partners_page/' }),
    getPartners: build.query<Partner[], string | null>({
      query: (type) => ({ url: 'partners_page/partners/', params: { type: type ?? undefined } }),
      transformResponse: (body: { results: Partner[] }) => body.results,
    }),
    getPartnerTypes: build.query<PartnerType[], void>({
      query: () => 'partners_page/partners_type/',
      transformResponse: (body: { results: PartnerType[] }) => body.results,
    }),
    getServices: build.query<ServicesPage, void>({ query: () => 'services/' }),
    getContacts: build.query<Contacts, void>({ query: () => 'contacts/' }),
    getModules: build.query<Modules, string>({ query: (page) => ({ url: 'module/', params: { page } }) }),
  }),
});

export const {
  useGetAboutQuery,
  useGetTeamQuery,
  useGetTeamFacetsQuery,

  useGetCharityQuery,
  useGetPartnersPageQuery,
  useGetPartnersQuery,
  useGetPartnerTypesQuery,
  useGetServicesQuery,
  useGetContactsQuery,
  useGetModulesQuery,
} = companyPagesApi;
