/** First reads of the shell (decision 023): what the header, the footer and the page's meta tags show on arrival. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { siteApi } from './site-api';

/** Header, aside menu, footer, promo banner and the maintenance watch of the default layout. */
export const prefetchSiteShell: Prefetch = ({ dispatch }) =>
  settle([
    dispatch(siteApi.endpoints.getSiteInfo.initiate()),
    dispatch(siteApi.endpoints.getHeaderProjects.initiate()),
    dispatch(siteApi.endpoints.getPromoForms.initiate()),
    dispatch(siteApi.endpoints.getTech.initiate()),
  ]);

/** The page's SEO entry (`src/app/page-meta.tsx` asks it for every path). */
export const prefetchSeoPage: Prefetch = ({ dispatch, url }) =>
  settle([dispatch(siteApi.endpoints.getSeoPage.initiate(url.pathname))]);
