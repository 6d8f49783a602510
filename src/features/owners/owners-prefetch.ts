/** `/owners` and `/owners/{slug}` before their first render (decision 023): the guides list, or the guide the address names. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { ownersApi } from './owners-api';

export const prefetchOwnersPage: Prefetch = ({ dispatch }) =>
  settle([dispatch(ownersApi.endpoints.getGuides.initiate())]);

export const prefetchGuidePage: Prefetch = ({ dispatch, params }) =>
  settle([dispatch(ownersApi.endpoints.getGuide.initiate(params.slug ?? ''))]);
