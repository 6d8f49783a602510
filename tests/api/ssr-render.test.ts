/**
 * The server's render of the app (decision 032, issue 31) imported from
 * source, its reads answered in-process by the seeded test app as the
 * server's own render does (`injectFetch`): statuses, the page's heading and
 * the site header in the markup, one pass on the main routes (every read
 * started by a loader), no executable script in the markup (the CSP allows
 * JSON blocks only) and a state block that parses. No build is needed: this
 * suite runs before any (`npm test`). Then the server with a build that holds
 * the render bundle and Vite's manifest: neither is ever sent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, type AppRuntimeConfig } from '../../src/lib/app-config.ts';
import { matchRoute, type ScreenKey } from '../../src/lib/routes.ts';
import { formatPrice } from '../../src/lib/format/index.ts';
import { DEFAULT_VISITOR_HINTS } from '../../src/lib/render/visitor-hints.ts';
import { pageStateScript, type PageState } from '../../src/lib/render/page-state.ts';
import type { RenderFetch, ServerRenderModule, ServerRenderResult } from '../../src/lib/render/server-render.ts';
import { createFakeDist, type FakeDist } from './helpers/fake-dist.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const ORIGIN = 'https://severin-dev.ru';
const CONFIG: AppRuntimeConfig = { ...DEFAULT_APP_CONFIG, stage: 'production', origin: ORIGIN };

let harness: TestApp;
let entry: ServerRenderModule;
const samples = { lot: '', project: '', article: '' };

async function apiJson<T>(url: string): Promise<T> {
  const response = await harness.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  harness = await createTestApp();
  entry = (await import('../../src/entry-server.tsx')) as ServerRenderModule;
  await entry.warmUp();
  const lots = await apiJson<{ results: Array<{ id: number }> }>('/api/apartments/?page_size=1');
  const main = await apiJson<{ projects: Array<{ slug: string; kind: string }>; news: Array<{ slug: string }> }>(
    '/api/main_page/',
  );
  samples.lot = String(lots.results[0]!.id);
  samples.project = main.projects.find((project) => project.kind === 'residential')!.slug;
  samples.article = main.news[0]!.slug;
});

afterAll(async () => {
  await harness?.close();
});

/**
 * The reads answered by the test app itself, as the server's render does (server/html/render-reads.ts,
 * without its cache): same routes, schemas and data, no network.
 */
const injectFetch: RenderFetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const { pathname, search, host } = new URL(request.url);
  const response = await harness.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    headers: { accept: 'application/json', host },
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
  }
  const empty = response.statusCode === 204 || response.statusCode === 304;
  return new Response(empty ? null : Uint8Array.from(response.rawPayload), { status: response.statusCode, headers });
};

async function render(pathname: string): Promise<Extract<ServerRenderResult, { kind: 'page' }>> {
  const result = await entry.render({
    url: `${ORIGIN}${pathname}`,
    config: CONFIG,
    hints: DEFAULT_VISITOR_HINTS,
    fetchFn: injectFetch,
    renderedAt: Date.parse('2026-03-02T09:00:00Z'),
    // The first renders compile nothing (warmUp), but the shared machine is slow: the server's 2 s is not the point here.
    timeoutMs: 20_000,
  });
  if (result.kind !== 'page') throw new Error(`${pathname} rendered a ${result.status} redirect to ${result.location}`);
  return result;
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const headings = (html: string) => Array.from(html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g), (match) => text(match[1]!));

/** Script elements the browser would run: any without a JSON data type. */
function executableScripts(html: string): string[] {
  return Array.from(html.matchAll(/<script\b[^>]*>/gi), (match) => match[0]).filter(
    (tag) => !/\btype="application\/(?:ld\+)?json"/i.test(tag),
  );
}

/** Links of the markup that open a page of `screen` (a lot card links `/flat/12`, the route table says it is a lot). */
function linksTo(html: string, screen: ScreenKey): string[] {
  return Array.from(html.matchAll(/<a\b[^>]*\bhref="(\/[^"?#]*)"/g), (match) => match[1]!).filter(
    (href) => matchRoute(href)?.route.screen === screen,
  );
}

const PAGES: Array<{ name: string; path: () => string; links?: ScreenKey }> = [
  { name: 'home', path: () => '/' },
  { name: 'lot', path: () => `/lots/${samples.lot}` },
  { name: 'project', path: () => `/projects/${samples.project}` },
  { name: 'article', path: () => `/news/${samples.article}` },
  { name: 'projects', path: () => '/projects', links: 'project' },
  { name: 'catalogue', path: () => '/lots', links: 'lot' },
  { name: 'news', path: () => '/news/', links: 'article' },
];

describe('the render of the app from source', () => {
  for (const { name, path: pathOf, links } of PAGES) {
    it(`${name}: 200, one heading, the site header, one pass, no executable script, a state block that parses`, async () => {
      const pathname = pathOf();
      const result = await render(pathname);
      expect(result.status, pathname).toBe(200);
      expect(result.passes, `${pathname} rendered again for ${result.lateReads.join(', ')}`).toBe(1);
      expect(result.lateReads).toEqual([]);
      const [heading, ...more] = headings(result.html);
      expect(heading, `${pathname} h1`).toBeTruthy();
      expect(more, `${pathname} has one h1`).toEqual([]);
      expect(result.html).toContain('<nav');
      expect(result.html).toMatch(/<nav[^>]*aria-label="Основное меню"/);
      expect(executableScripts(result.html)).toEqual([]);
      if (links) expect(linksTo(result.html, links).length, `${pathname} links to ${links} pages`).toBeGreaterThan(0);

      const block = /^<script type="application\/json" id="app-state">([\s\S]*)<\/script>$/.exec(
        pageStateScript(result.state),
      )?.[1];
      expect(block).not.toContain('<');
      const state = JSON.parse(block!) as PageState;
      expect(state.renderedAt).toBe(Date.parse('2026-03-02T09:00:00Z'));
      expect(Object.keys(state.router.loaderData).length).toBeGreaterThan(0);
      expect(state.router.errors).toBeNull();
      const queries = Object.values((state.api as { queries: Record<string, { status: string }> }).queries);
      expect(queries.length, `${pathname} handed-over reads`).toBeGreaterThan(0);
      for (const query of queries) expect(['fulfilled', 'rejected']).toContain(query.status);
    });
  }

  it('the lot heading names the lot as the app does, with its price', async () => {
    const lot = await apiJson<{ price: number | null }>(`/api/apartments/${samples.lot}/`);
    const result = await render(`/lots/${samples.lot}`);
    expect(headings(result.html)[0]).toMatch(/№/);
    if (lot.price !== null) expect(text(result.html)).toContain(formatPrice(lot.price).replace(/\s+/g, ' '));
  });

  it('a lot or an article that does not exist renders the not-found page with 404', async () => {
    for (const pathname of ['/lots/987654321', '/news/no-such-article-anywhere']) {
      const result = await render(pathname);
      expect(result.status, pathname).toBe(404);
      expect(result.html).toMatch(/<nav[^>]*aria-label="Основное меню"/);
      expect(headings(result.html), pathname).toHaveLength(1);
      expect(executableScripts(result.html)).toEqual([]);
    }
  });
});

describe('a build with the render bundle and the manifests', () => {
  let dist: FakeDist;
  let server: TestApp;

  beforeAll(async () => {
    dist = createFakeDist();
    mkdirSync(path.join(dist.dir, '.ssr'));
    mkdirSync(path.join(dist.dir, '.vite'));
    writeFileSync(path.join(dist.dir, '.ssr', 'entry-server.js'), 'export const secret = "server code";\n');
    writeFileSync(path.join(dist.dir, '.ssr', 'entry-server.js.map'), '{"version":3}');
    writeFileSync(path.join(dist.dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
    // SSR off: the fake bundle is a file to be refused, not a render to load.
    server = await createTestApp({ env: { PRODUCTION_HOST: 'severin-dev.ru', DIST_DIR: dist.dir, SSR: 'off' } });
  });

  afterAll(async () => {
    await server?.close();
    dist?.remove();
  });

  it("never sends them, while the build's own files are served", async () => {
    for (const url of ['/.ssr/entry-server.js', '/.ssr/entry-server.js.map', '/.vite/manifest.json']) {
      const response = await server.app.inject({ url, headers: { host: 'severin-dev.ru' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('server code');
      expect(response.body, url).not.toContain('index-abc123');
    }
    const asset = await server.app.inject({ url: '/assets/index-abc123.js', headers: { host: 'severin-dev.ru' } });
    expect(asset.statusCode).toBe(200);
  });
});
