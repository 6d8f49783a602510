/** A legal page's text before its first render (decision 023): long, so its arrival would push everything under it. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import type { LegalPageKey } from '@/schemas/content-pages';
import { legalApi } from './legal-api';

export const prefetchLegalPage =
  (key: LegalPageKey): Prefetch =>
  ({ dispatch }) =>
    settle([dispatch(legalApi.endpoints.getLegalPage.initiate(key))]);
