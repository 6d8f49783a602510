/**
 * One existing entity per parameterised route, found through the public API
 * of the seeded server (and, for entities without a list endpoint yet, the
 * deterministic seed texts checked against `/api/seo/pages/`).
 */
import type { APIRequestContext } from '@playwright/test';
import { buildPath, type RouteDef, type RouteEntity } from '../../../src/lib/routes.ts';
import { CHARITY, MEDIA_STORIES, OWNERS_GUIDES } from '../../../server/db/seed/texts-guides.ts';

interface MainPage {
  projects: Array<{ slug: string; kind: 'residential' | 'commercial' }>;
  news: Array<{ slug: string }>;
  promos: Array<{ slug: string }>;
}

export type Samples = Record<RouteEntity, string> & {
  news: string;
  press: string;
  promo: string;
  /** A lot of the commercial catalogue, for `/commercials/{id}`, `/office/{id}`, `/premise/{id}`. */
  commercialLot: string;
};

/** Lot aliases whose screen asks the commercial catalogue: a link there always names a commercial lot. */
const COMMERCIAL_LOT_ALIASES = new Set(['commercials', 'office', 'premise']);

/** The address of a route of the table, its parameter filled with a sample that exists. */
export function samplePath(route: RouteDef, samples: Samples): string {
  if (!route.entity) return route.path;
  const kind = route.params?.kind;
  let value = samples[route.entity];
  if (route.entity === 'article' && (kind === 'news' || kind === 'press' || kind === 'promo')) value = samples[kind];
  if (route.entity === 'lot' && kind && COMMERCIAL_LOT_ALIASES.has(kind)) value = samples.commercialLot;
  return buildPath(route.path, { slug: value, id: value });
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The first candidate whose page exists according to the SEO endpoint. */
async function firstExisting(
  request: APIRequestContext,
  pathFor: (value: string) => string,
  candidates: string[],
): Promise<string> {
  for (const candidate of candidates) {
    const response = await request.get(`/api/seo/pages/?slug=${encodeURIComponent(pathFor(candidate))}`);
    if (response.status() === 200) return candidate;
  }
  throw new Error(`none of ${candidates.slice(0, 5).join(', ')} exists for ${pathFor(':param')}`);
}

/** The first lot of a catalogue (`apartments` or `commercials`), or null when it lists none. */
async function firstLotId(request: APIRequestContext, catalogue: 'apartments' | 'commercials'): Promise<string | null> {
  const response = await request.get(`/api/${catalogue}/?page_size=1`);
  if (!response.ok()) return null;
  const body = (await response.json()) as { results?: Array<{ id: number }> };
  return body.results?.[0] ? String(body.results[0].id) : null;
}

export async function findSamples(request: APIRequestContext): Promise<Samples> {
  const main = await json<MainPage>(request, '/api/main_page/');
  const info = await json<{ purchase: Array<{ slug: string }> }>(request, '/api/info/');
  const press = await json<{ results: Array<{ slug: string }> }>(request, '/api/press/?type=about_us');
  const project = main.projects.find((p) => p.kind === 'residential')?.slug;
  const commercial = main.projects.find((p) => p.kind === 'commercial')?.slug;
  const first = (list: Array<{ slug: string }>, what: string) => {
    if (!list[0]) throw new Error(`the seeded API lists no ${what}`);
    return list[0].slug;
  };
  if (!project || !commercial) throw new Error('main_page lists no residential or no commercial project');
  const news = first(main.news, 'news');
  const pressSlug = await firstExisting(
    request,
    (s) => `/press/${s}`,
    press.results.map((p) => p.slug),
  );
  const promo = first(main.promos, 'promo');
  return {
    project,
    'commercial-project': commercial,
    lot: await firstExisting(request, (id) => `/lots/${id}`, [(await firstLotId(request, 'apartments')) ?? '1']),
    commercialLot: await firstExisting(request, (id) => `/lots/${id}`, [
      (await firstLotId(request, 'commercials')) ?? '1',
    ]),
    article: news,
    news,
    press: pressSlug,
    promo,
    document: await firstExisting(request, (s) => `/documents/${s}`, [
      'personal-data-policy',
      `declaration-${project}`,
    ]),
    purchase: first(info.purchase, 'purchase method'),
    charity: await firstExisting(
      request,
      (s) => `/charity/${s}`,
      CHARITY.map((a) => a.slug),
    ),
    media: await firstExisting(
      request,
      (s) => `/media/${s}`,
      MEDIA_STORIES.map((a) => a.slug),
    ),
    'owners-guide': await firstExisting(
      request,
      (s) => `/owners/${s}`,
      OWNERS_GUIDES.map((a) => a.slug),
    ),
  };
}
