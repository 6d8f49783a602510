/**
 * Screen key → lazy module. Every screen is its own chunk; a failed chunk
 * load reloads the page (spec §4).
 */
import type { ComponentType } from 'react';
import type { Prefetch } from '@/lib/api/prefetch';
import type { ScreenKey } from '@/lib/routes';
import { importWithReload } from '@/lib/chunk-reload';

/** A screen, and the reads it makes on arrival for its route loader to start first (decision 023). */
type ScreenModule = { default: ComponentType; prefetch?: Prefetch };

export const SCREENS: Record<ScreenKey, () => Promise<ScreenModule>> = {
  home: () => import('./routes/home-screen'),
  about: () => import('./routes/about-screen'),
  'anti-corruption': () => import('./routes/anti-corruption-screen'),
  compare: () => import('./routes/compare-screen'),
  contacts: () => import('./routes/contacts-screen'),
  documents: () => import('./routes/documents-screen'),
  document: () => import('./routes/document-screen'),
  favorites: () => import('./routes/favorites-screen'),
  lots: () => import('./routes/lots-screen'),
  lot: () => import('./routes/lot-screen'),
  media: () => import('./routes/media-screen'),
  'media-item': () => import('./routes/media-item-screen'),
  owners: () => import('./routes/owners-screen'),
  'owners-guide': () => import('./routes/owners-guide-screen'),
  partners: () => import('./routes/partners-screen'),
  'personal-data-processing': () => import('./routes/personal-data-screen'),
  policy: () => import('./routes/policy-screen'),
  print: () => import('./routes/print-screen'),
  projects: () => import('./routes/projects-screen'),
  project: () => import('./routes/project-screen'),
  services: () => import('./routes/services-screen'),
  standarts: () => import('./routes/standarts-screen'),
  stub: () => import('./routes/stub-screen'),
  tenders: () => import('./routes/tenders-screen'),
  ui: () => import('./routes/ui-screen'),
  vacancies: () => import('./routes/vacancies-screen'),
  partnership: () => import('./routes/partnership-screen'),
  charity: () => import('./routes/charity-screen'),
  purchase: () => import('./routes/purchase-screen'),
  articles: () => import('./routes/articles-screen'),
  article: () => import('./routes/article-screen'),
};

export function lazyScreen(key: ScreenKey) {
  return importWithReload(SCREENS[key]);
}
