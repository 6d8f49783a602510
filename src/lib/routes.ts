/**
 * The route table of spec §2: pure data shared by the browser router and the
 * server (statuses, guard, meta). Screens are referred to by key; the app maps
 * keys to lazy modules, so this file stays free of React.
 */

export type LayoutName = 'default' | 'error' | 'print';

/** Entity whose existence decides 200 or 404 for a parameterised route. */
export type RouteEntity =
  'project' | 'commercial-project' | 'lot' | 'article' | 'document' | 'purchase' | 'charity' | 'media' | 'owners-guide';

export type ScreenKey =
  | 'home'
  | 'about'
  | 'anti-corruption'
  | 'compare'
  | 'contacts'
  | 'documents'
  | 'document'
  | 'favorites'
  | 'lots'
  | 'lot'
  | 'media'
  | 'media-item'
  | 'owners'
  | 'owners-guide'
  | 'partners'
  | 'personal-data-processing'
  | 'policy'
  | 'print'
  | 'projects'
  | 'project'
  | 'services'
  | 'standarts'
  | 'stub'
  | 'tenders'
  | 'ui'
  | 'vacancies'
  | 'partnership'
  | 'charity'
  | 'purchase'
  | 'articles'
  | 'article';

export interface RouteDef {
  /** Route name as the spec and the menu state know it. */
  name: string;
  /** Pattern with `:param` segments, no trailing slash (except `/`). */
  path: string;
  screen: ScreenKey;
  layout: LayoutName;
  /** Heading shown in the page frame and the default `<title>`. */
  title: string;
  entity?: RouteEntity;
  /** Extra fixed data the screen needs (article kind, lot kind, partnership kind). */
  params?: Record<string, string>;
}

const r = (
  name: string,
  path: string,
  screen: ScreenKey,
  title: string,
  extra: Partial<Pick<RouteDef, 'layout' | 'entity' | 'params'>> = {},
): RouteDef => ({ name, path, screen, title, layout: extra.layout ?? 'default', ...extra });

const lotAlias = (kind: string): RouteDef =>
  r(`${kind}-id`, `/${kind}/:id`, 'lot', 'Лот', { entity: 'lot', params: { kind } });

export const ROUTES: readonly RouteDef[] = [
  r('index', '/', 'home', 'Главная'),
  r('about', '/about', 'about', 'О компании'),
  r('anti-corruption', '/anti-corruption', 'anti-corruption', 'Противодействие коррупции'),
  r('compare', '/compare', 'compare', 'Сравнение'),
  r('contacts', '/contacts', 'contacts', 'Контакты'),
  r('documents', '/documents', 'documents', 'Документы'),
  r('documents-slug', '/documents/:slug', 'document', 'Документы', { entity: 'document' }),
  r('favorites', '/favorites', 'favorites', 'Избранное'),
  r('lots', '/lots', 'lots', 'Выбрать недвижимость'),
  r('lots-id', '/lots/:id', 'lot', 'Лот', { entity: 'lot' }),
  r('media', '/media', 'media', 'Медиа'),
  r('media-slug', '/media/:slug', 'media-item', 'Медиа', { entity: 'media' }),
  r('owners', '/owners', 'owners', 'Собственникам'),
  r('owners-slug', '/owners/:slug', 'owners-guide', 'Собственникам', { entity: 'owners-guide' }),
  r('partners', '/partners', 'partners', 'Партнёры'),
  r(
    'personal-data-processing',
    '/personal-data-processing',
    'personal-data-processing',
    'Согласие на обработку персональных данных',
  ),
  r('policy', '/policy', 'policy', 'Политика конфиденциальности'),
  r('print', '/print', 'print', 'Печать', { layout: 'print' }),
  r('projects', '/projects', 'projects', 'Проекты'),
  r('projects-slug', '/projects/:slug', 'project', 'Проект', { entity: 'project' }),
  r('commercial-projects', '/projects-commercial', 'projects', 'Коммерческие проекты', {
    params: { kind: 'commercial' },
  }),
  r('projects-commercial-slug', '/projects-commercial/:slug', 'project', 'Коммерческий проект', {
    entity: 'commercial-project',
    params: { kind: 'commercial' },
  }),
  r('services', '/services', 'services', 'Сервисы'),
  r('standarts', '/standarts', 'standarts', 'Стандарты'),
  r('stub', '/stub', 'stub', 'Раздел в разработке'),
  r('tenders', '/tenders', 'tenders', 'Тендеры'),
  r('ui', '/ui', 'ui', 'UI-кит'),
  r('vacancies', '/vacancies', 'vacancies', 'Вакансии'),
  r('partnership-brokers', '/partnership/brokers', 'partnership', 'Брокерам', { params: { kind: 'brokers' } }),
  r('partnership-investors', '/partnership/investors', 'partnership', 'Инвесторам', { params: { kind: 'investors' } }),
  r('partnership-landowners', '/partnership/landowners', 'partnership', 'Землевладельцам', {
    params: { kind: 'landowners' },
  }),
  r('charity-slug', '/charity/:slug', 'charity', 'Благотворительность', { entity: 'charity' }),
  r('purchase-slug', '/purchase/:slug', 'purchase', 'Способы покупки', { entity: 'purchase' }),
  lotAlias('flat'),
  lotAlias('apartments'),
  lotAlias('commercials'),
  lotAlias('office'),
  lotAlias('townhouse'),
  lotAlias('premise'),
  r('news', '/news', 'articles', 'Новости', { params: { kind: 'news' } }),
  r('press', '/press', 'articles', 'Пресса о нас', { params: { kind: 'press' } }),
  r('promo', '/promo', 'articles', 'Акции', { params: { kind: 'promo' } }),
  r('news-slug', '/news/:slug', 'article', 'Новости', { entity: 'article', params: { kind: 'news' } }),
  r('press-slug', '/press/:slug', 'article', 'Пресса о нас', { entity: 'article', params: { kind: 'press' } }),
  r('promo-slug', '/promo/:slug', 'article', 'Акции', { entity: 'article', params: { kind: 'promo' } }),
];

/** «Способы покупки» in the menus leads to the first method; there is no page of the section itself. */
export const PURCHASE_ROOT = '/purchase/mortgage';

/** First path segments that are hidden outside test stages (spec §2 route guard). */
export const GUARDED_SEGMENTS = ['ui', 'partnership', 'press', 'owners', 'compare'] as const;

/** Routes whose header hides on scrolling down (spec §2). */
export const HIDING_HEADER_ROUTES = new Set(['projects-slug', 'projects-commercial-slug', 'charity-slug']);

/** Routes with the newsletter form in the footer (spec §2). */
const NEWSLETTER_ROUTES = new Set(['news', 'news-slug', 'about', 'standarts', 'vacancies', 'partners', 'services']);

/** Routes without the footer promo banner (besides the newsletter routes). */
const NO_PROMO_ROUTES = new Set([
  'apartments-id',
  'commercials-id',
  'partnership-brokers',
  'partnership-investors',
  'partnership-landowners',
]);

export type FooterSlot = 'newsletter' | 'promo' | 'none';

export function footerSlot(routeName: string | undefined): FooterSlot {
  if (!routeName) return 'promo';
  if (NEWSLETTER_ROUTES.has(routeName)) return 'newsletter';
  return NO_PROMO_ROUTES.has(routeName) ? 'none' : 'promo';
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Strips a trailing slash (but keeps `/`) so `/news/` and `/news` are one page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

function matchOne(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    const g = got[i];
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalizePath(pathname);
  for (const route of ROUTES) {
    const params = matchOne(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

export function isGuardedPath(pathname: string): boolean {
  const first = normalizePath(pathname).split('/')[1] ?? '';
  return (GUARDED_SEGMENTS as readonly string[]).includes(first);
}

/** Pages under /print or /pdf switch off delayed start-up (spec §2). */
export function delaysStartup(pathname: string): boolean {
  return !/^\/(print|pdf)(\/|$)/.test(pathname);
}

/** Builds a concrete path from a pattern: `buildPath('/projects/:slug', { slug: 'x' })`. */
export function buildPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((route) => route.name === name);
}
