/**
 * Screen key → the module in `src/app/routes/` that draws it, as plain data.
 * The app's lazy screen table (screens.ts) loads these files; the build's
 * per-screen preloads (build/defer-entry.ts) and the size report read the same
 * table by importing it, so no tool parses source and reformatting cannot
 * break preloads. Keep it free of imports other than types.
 */
import type { ScreenKey } from '../lib/routes.ts';

export const SCREEN_MODULES: Readonly<Record<ScreenKey, string>> = {
  home: 'home-screen',
  about: 'about-screen',
  'anti-corruption': 'anti-corruption-screen',
  compare: 'compare-screen',
  contacts: 'contacts-screen',
  documents: 'documents-screen',
  document: 'document-screen',
  favorites: 'favorites-screen',
  lots: 'lots-screen',
  lot: 'lot-screen',
  media: 'media-screen',
  'media-item': 'media-item-screen',
  owners: 'owners-screen',
  'owners-guide': 'owners-guide-screen',
  partners: 'partners-screen',
  'personal-data-processing': 'personal-data-screen',
  policy: 'policy-screen',
  print: 'print-screen',
  projects: 'projects-screen',
  project: 'project-screen',
  services: 'services-screen',
  standarts: 'standarts-screen',
  stub: 'stub-screen',
  tenders: 'tenders-screen',
  ui: 'ui-screen',
  vacancies: 'vacancies-screen',
  partnership: 'partnership-screen',
  charity: 'charity-screen',
  purchase: 'purchase-screen',
  articles: 'articles-screen',
  article: 'article-screen',
};

/** Screen key → its module's path as the build names it (`src/app/routes/home-screen.tsx`). */
export const screenSources = (): Map<ScreenKey, string> =>
  new Map(
    (Object.entries(SCREEN_MODULES) as Array<[ScreenKey, string]>).map(([key, module]) => [
      key,
      `src/app/routes/${module}.tsx`,
    ]),
  );
