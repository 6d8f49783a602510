/**
 * Screen key → lazy module. Every screen is its own chunk; a failed chunk
 * load reloads the page (spec §4).
 */
import type { ComponentType } from 'react';
import type { ScreenKey } from '@/lib/routes';
import { importWithReload } from '@/lib/chunk-reload';

type ScreenModule = { default: ComponentType };

const frame = () => import('./routes/frame-screen');

export const SCREENS: Record<ScreenKey, () => Promise<ScreenModule>> = {
  home: () => import('./routes/home-screen'),
  about: frame,
  'anti-corruption': () => import('./routes/anti-corruption-screen'),
  compare: () => import('./routes/compare-screen'),
  contacts: frame,
  documents: frame,
  document: frame,
  favorites: () => import('./routes/favorites-screen'),
  lots: () => import('./routes/lots-screen'),
  lot: () => import('./routes/lot-screen'),
  media: frame,
  'media-item': frame,
  owners: frame,
  'owners-guide': frame,
  partners: frame,
  'personal-data-processing': frame,
  policy: frame,
  print: () => import('./routes/print-screen'),
  projects: () => import('./routes/projects-screen'),
  project: () => import('./routes/project-screen'),
  services: frame,
  standarts: frame,
  stub: frame,
  tenders: () => import('./routes/tenders-screen'),
  ui: () => import('./routes/ui-screen'),
  vacancies: () => import('./routes/vacancies-screen'),
  partnership: () => import('./routes/partnership-screen'),
  charity: frame,
  purchase: frame,
  articles: frame,
  article: frame,
};

export function lazyScreen(key: ScreenKey) {
  return importWithReload(SCREENS[key]);
}
