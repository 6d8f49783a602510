/** Common site calls (spec §7) that the shell and several features read. */
import { api } from '@/lib/api/api';
import type { HeaderProject, MainPage, PressItem, PromoForm, SeoPage, SiteInfo, Tech } from '@/schemas/site';

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteInfo: build.query<SiteInfo, void>({ query: () => 'info/' }),
    getHeaderProjects: build.query<HeaderProject[], void>({
      query: () => 'projects/header_list/',
      transformResponse: (body: { results: HeaderProject[] }) => body.results,
    }),
    getTech: build.query<Tech, void>({ query: () => 'tech/' }),
    getSeoPage: build.query<SeoPage, string>({ query: (slug) => ({ url: 'seo/pages/', params: { slug } }) }),
    getPromoForms: build.query<PromoForm[], void>({
      query: () => 'promo-forms/',
      transformResponse: (body: { results: PromoForm[] }) => body.results,
    }),
    getPressAboutUs: build.query<PressItem[], void>({
      query: () => ({ url: 'press/', params: { type: 'about_us' } }),
      transformResponse: (body: { results: PressItem[] }) => body.results,
    }),
    getMainPage: build.query<MainPage, void>({ query: () => 'main_page/' }),
  }),
});

export const {
  useGetSiteInfoQuery,
  useGetHeaderProjectsQuery,
  useGetTechQuery,
  useGetSeoPageQuery,
  useGetPromoFormsQuery,
} = siteApi;
