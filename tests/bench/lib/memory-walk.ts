/**
 * What `bench:memory` asks of the app between two readings: the catalogue's
 * answers (lists in every order, facets, specs, zero-result, шахматки), lot
 * details and the HTML of lot and catalogue pages, spread over the whole
 * catalogue, so every per-snapshot memo, the answer cache and the page
 * cache fill as they do on a server visitors use.
 */
import type { App } from '../../../server/app.ts';
import { lotUrl } from '../../../server/services/lots/cards.ts';
import type { Snapshot } from '../../../server/services/lots/snapshot.ts';
import { LIST_QUERIES } from './load-scenarios.ts';
import { LOT_ORDERINGS } from '../../../src/schemas/lot-vocabulary.ts';

const ORDERINGS = LOT_ORDERINGS;
const PAGES = ['/', '/lots', '/projects', '/favorites', '/compare'];

export interface WalkResult {
  requests: number;
  /** Answers other than 200 (a broken route must not pass as a cheap one). */
  failures: string[];
}

/** Every `step`-th lot, so the walk reaches every project and building. */
function spread<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_item, index) => index % step === 0).slice(0, count);
}

function walkPaths(snapshot: Snapshot, lotDetails: number, lotPages: number): Array<{ url: string; html: boolean }> {
  const api: string[] = [];
  const withParam = (query: string, name: string, value: string) => {
    const params = new URLSearchParams(query);
    params.set(name, value);
    return params.toString();
  };
  for (const query of ['', ...LIST_QUERIES]) {
    for (const ordering of ORDERINGS) api.push(`/api/apartments/?${withParam(query, 'ordering', ordering)}`);
    for (const page of [2, 3, 10]) api.push(`/api/apartments/?${withParam(query, 'page', String(page))}`);
    api.push(
      `/api/apartments/facets/?${query}`,
      `/api/apartments/specs/?${query}`,
      `/api/zero_result/facets/?${query}&price_max=1000`,
    );
  }
  api.push(
    '/api/commercials/',
    '/api/commercials/facets/',
    '/api/commercials/specs/',
    '/api/buildings/',
    '/api/sections/',
    '/api/floors/',
  );
  for (const building of snapshot.buildings.values()) api.push(`/api/buildings/${building.id}/`);
  const onSale = snapshot.lots.filter((lot) => lot.status !== 'sold');
  const details = spread(
    onSale.filter((lot) => lot.kind === 'flat' || lot.kind === 'apartments'),
    lotDetails,
  );
  for (const lot of details) api.push(`/api/apartments/${lot.id}/`);
  const html = [...PAGES, ...spread(onSale, lotPages).map(lotUrl)];
  return [
    ...api.map((url) => ({ url, html: false })),
    ...html.map((url) => ({ url, html: true })),
    { url: '/sitemap.xml', html: false },
  ];
}

export async function walk(
  app: App,
  snapshot: Snapshot,
  options: { lotDetails: number; lotPages: number },
): Promise<WalkResult> {
  const failures: string[] = [];
  const paths = walkPaths(snapshot, options.lotDetails, options.lotPages);
  for (const { url, html } of paths) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: html ? 'text/html' : 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    });
    if (response.statusCode !== 200) failures.push(`${url}: ${response.statusCode}`);
  }
  return { requests: paths.length, failures };
}
