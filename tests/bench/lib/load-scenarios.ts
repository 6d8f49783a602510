/**
 * The scenarios of `bench:load` against one running server, built from what
 * it serves (the CSRF cookie, lot addresses):
 * - `list`: `GET /api/apartments/?…`, five realistic filter queries in turn;
 * - `lot`: the HTML page of `lotPages` different flats in turn, at the
 *   address the catalogue links to (`/flat/{id}`…), each asked once before
 *   the warm-up, so every measured answer comes from the page (render) cache. Issue 31's aim:
 *   ≥ 1 000 req/s, p99 < 100 ms, no errors;
 * - `lot-uncached`: every lot page of the sitemap (all lots on sale, 20 000
 *   with the default seed), each requested once, so nearly every request
 *   renders (a render-cache miss); the warm-up walks the list from its other
 *   end. For information: the render's own p95 is `bench:ssr`'s figure;
 * - `home`, `lots`: the HTML of `/` and `/lots`;
 * - `request`: `POST /api/request/`, a `callback` lead from a lot page, a new
 *   idempotency key each time.
 * Every request carries what a returning browser sends: the csrftoken cookie
 * and `Accept-Encoding: gzip, deflate, br`.
 */
import type { Scenario } from './autocannon.ts';
import { allLotPaths } from './lot-paths.ts';

export const SCENARIO_NAMES = ['list', 'lot', 'lot-uncached', 'home', 'lots', 'request'] as const;

/** Issue 31: lot pages from the render cache at 100 connections on the 2-core machine. */
const AIM_LOT_RPS = 1000;

export const LIST_QUERIES = [
  'property_type=flat&rooms=1,2&price_max=60000000&completion=ready',
  'rooms=2,e2,3&area_min=50&not_first_floor=true&project=2,3&ordering=-price',
  'property_type=flat&rooms=3,4%2B&balcony=true&price_min=100000000&ordering=area',
  'project=1&ordering=price',
  'type=parking&project=4&status=free',
];

export interface LoadScenario {
  name: string;
  what: string;
  /** Cached reads carry the p99 aim; the others only the zero-error aim. */
  cachedRead: boolean;
  /** Requests a second the scenario must reach (its aim), if any. */
  minRps?: number;
  scenario: Scenario;
  /** What the warm-up requests, when not the scenario itself. */
  warmup?: Scenario;
  /** Every path asked once before the warm-up, so a cached row measures the cache even when a render is slow. */
  prefill?: boolean;
}

export async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

export async function scenariosFor(
  base: string,
  wanted: ReadonlySet<string>,
  options: { connections: number; seconds: number; lotPages: number },
): Promise<LoadScenario[]> {
  const health = await fetchOk(`${base}/api/health/`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('the server handed out no csrftoken cookie');
  const browser = { cookie: `csrftoken=${csrf}`, 'accept-encoding': 'gzip, deflate, br' };
  const html = { ...browser, accept: 'text/html' };
  const list = (await (
    await fetchOk(`${base}/api/apartments/?property_type=flat&page_size=${options.lotPages}`)
  ).json()) as { results: Array<{ id: number; url: string }> };
  const lotPaths = list.results.map((card) => card.url);
  if (lotPaths.length === 0) throw new Error('no lots to open');
  const common = { base, connections: options.connections, seconds: options.seconds };
  const get = (paths: string[], headers: Record<string, string>): Scenario => ({
    ...common,
    method: 'GET',
    paths,
    headers,
  });
  const scenarios: LoadScenario[] = [];
  if (wanted.has('list')) {
    const paths = LIST_QUERIES.map((query) => `/api/apartments/?${query}`);
    scenarios.push({
      name: 'list',
      what: `GET /api/apartments/?… — ${LIST_QUERIES.length} запросов с фильтрами по кругу`,
      cachedRead: true,
      scenario: get(paths, { ...browser, accept: 'application/json' }),
    });
  }
  if (wanted.has('lot')) {
    const what = `HTML страницы квартиры — ${lotPaths.length} разных лотов по кругу (${lotPaths[0]}, ${lotPaths[1] ?? ''}…), из кэша страниц`;
    scenarios.push({
      name: 'lot',
      what,
      cachedRead: true,
      minRps: AIM_LOT_RPS,
      scenario: get(lotPaths, html),
      prefill: true,
    });
  }
  if (wanted.has('lot-uncached')) {
    const all = await allLotPaths(base);
    const what = `HTML страницы лота — все ${all.length} лотов карты сайта по очереди, каждый раз другой (промах кэша); разогрев с другого конца списка`;
    scenarios.push({
      name: 'lot-uncached',
      what,
      cachedRead: false,
      scenario: get(all, html),
      warmup: get([...all].reverse(), html),
    });
  }
  if (wanted.has('home'))
    scenarios.push({ name: 'home', what: 'HTML главной /', cachedRead: false, scenario: get(['/'], html) });
  if (wanted.has('lots'))
    scenarios.push({ name: 'lots', what: 'HTML каталога /lots', cachedRead: false, scenario: get(['/lots'], html) });
  if (wanted.has('request')) {
    scenarios.push({
      name: 'request',
      what: 'POST /api/request/ — заявка callback со страницы лота, новый idempotency_key на каждый запрос',
      cachedRead: false,
      scenario: {
        ...common,
        method: 'POST',
        paths: ['/api/request/'],
        headers: { ...browser, 'content-type': 'application/json', 'x-csrftoken': csrf, accept: 'application/json' },
        body: JSON.stringify({
          type: 'callback',
          idempotency_key: '{{uuid}}',
          site: `127.0.0.1${lotPaths[0]}`,
          yandex_token: 'dev-captcha-token',
          name: 'Иван',
          phone: '+7 (999) 123-45-67',
          consent: true,
          lot: list.results[0]!.id,
        }),
      },
    });
  }
  return scenarios;
}
