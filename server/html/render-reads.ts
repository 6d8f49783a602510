/**
 * The API answers server renders read, kept while the data they come from is
 * unchanged (decision 032). Every page asks the same shell reads (site info,
 * header menu, promo forms, maintenance, the page's SEO entry) and many ask
 * the same lists; a render then costs only the reads of its own entity.
 * Answers are kept per data version — the catalogue's (decision 006), the
 * content's (migration 0005) and the Moscow day (dated offers) — so a write
 * anywhere is seen by the next render, on every instance.
 */
import { normalizePath } from '../../src/lib/routes.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import { RENDER_REQUEST_HEADER } from './render-request.ts';

interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

export type InjectGet = (request: { url: string; headers: Record<string, string> }) => Promise<InjectedAnswer>;

interface KeptAnswer {
  version: string;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

/** Enough for the shell and lists of every page and a good share of entity reads; ~1–30 kB each. */
const MAX_ENTRIES = 5000;
/** Only answers that are the data: failures are asked again. */
const KEPT_STATUSES = new Set([200, 404]);

function headerPairs(raw: InjectedAnswer['headers']): [string, string][] {
  return Object.entries(raw).flatMap(([name, value]): [string, string][] =>
    value === undefined || name === 'set-cookie'
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
  );
}

function toResponse(answer: KeptAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * `fetch` for RTK Query's base query during a server render, answered by the
 * app itself (`inject`), reads kept per `version()`.
 */
export function createRenderReads(
  inject: InjectGet,
  version: (() => Promise<string>) | null,
  maxEntries = MAX_ENTRIES,
) {
  const kept = new Map<string, KeptAnswer>();

  async function ask(url: string, host: string): Promise<KeptAnswer> {
    const response = await inject({ url, headers: { accept: 'application/json', host, [RENDER_REQUEST_HEADER]: '1' } });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return {
      version: '',
      status: response.statusCode,
      headers: headerPairs(response.headers),
      body: empty ? null : Uint8Array.from(response.rawPayload),
    };
  }

  return (host: string) =>
    async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { pathname, search } = new URL(request.url);
      const url = `${pathname}${search}`;
      if (request.method !== 'GET') return toResponse(await ask(url, host));
      const current = version ? await version().catch(() => null) : null;
      const key = `${host} ${url}`;
      const found = kept.get(key);
      if (current !== null && found?.version === current) {
        // Most recently used last: the first key is the one to drop.
        kept.delete(key);
        kept.set(key, found);
        return toResponse(found);
      }
      const answer = await ask(url, host);
      if (current !== null && KEPT_STATUSES.has(answer.status)) {
        kept.delete(key);
        kept.set(key, { ...answer, version: current });
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      }
      return toResponse(answer);
    };
}

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The page's own SEO entry answered from the meta its HTML was resolved with:
 * the same request already read it (html/resolve-page.ts), so the render does
 * not look it up a second time. Any other read goes to `fetchFn`.
 */
export function withKnownSeoPage(fetchFn: FetchFn, meta: SeoPage | undefined): FetchFn {
  if (!meta) return fetchFn;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const slug = url.searchParams.get('slug');
    const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
    if (
      method === 'GET' &&
      url.pathname === '/api/seo/pages/' &&
      slug !== null &&
      normalizePath(slug.split(/[?#]/)[0] || '/') === meta.slug
    ) {
      return Promise.resolve(Response.json(meta));
    }
    return fetchFn(input, init);
  };
}
