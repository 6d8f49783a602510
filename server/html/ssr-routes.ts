/**
 * The screens the server renders (decision 032). A screen outside the set is
 * drawn by the browser (the shell, as offline); the set grows as screens are
 * made hydration-safe, and ends as every screen.
 */
import type { ScreenKey } from '../../src/lib/routes.ts';

export const SSR_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'home',
  'about',
  'anti-corruption',
  'compare',
  'contacts',
  'documents',
  'document',
  'favorites',
  'lots',
  'lot',
  'media',
  'media-item',
  'owners',
  'owners-guide',
  'partners',
  'personal-data-processing',
  'policy',
  'print',
  'projects',
  'project',
  'services',
  'standarts',
  'stub',
  'tenders',
  'ui',
  'vacancies',
  'partnership',
  'charity',
  'purchase',
  'articles',
  'article',
]);
