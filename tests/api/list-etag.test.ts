/**
 * Every `/api` list the service worker keeps with stale-while-revalidate
 * (decision 011) carries an ETag: the worker's BroadcastUpdatePlugin compares
 * it to tell the page that fresher data arrived, and a conditional request
 * answers 304. Per-visitor lists (favourites, comparison) and the maintenance
 * probe must stay untagged and uncacheable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { projects } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
let slug = '';
let projectId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const [project] = await ctx.database.db
    .select()
    .from(projects)
    .where(eq(projects.kind, 'residential'))
    .orderBy(asc(projects.id))
    .limit(1);
  slug = project!.slug;
  projectId = project!.id;
});

afterAll(async () => {
  await ctx?.close();
});

const LISTS = () => [
  '/api/main_page/',
  '/api/info/',
  '/api/projects/header_list/',
  '/api/promo-forms/',
  '/api/press/?type=about_us',
  `/api/seo/pages/?slug=/projects/${slug}`,
  '/api/projects/',
  '/api/projects/facets/',
  `/api/projects/${slug}/`,
  `/api/projects/${slug}/genplan/`,
  '/api/apartments/?page=1',
  '/api/apartments/facets/',
  '/api/apartments/specs/',
  '/api/commercials/',
  '/api/zero_result/facets/?catalog=apartments',
  '/api/lots/?ids=1,2',
  '/api/tenders/',
  '/api/vacancies/',
  `/api/project-infra/?project=${projectId}`,
];

describe('ETags on the lists the service worker caches', () => {
  it('tag every list and answer a matching If-None-Match with 304', async () => {
    for (const url of LISTS()) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(String(first.headers['cache-control']), url).toMatch(/must-revalidate|max-age/);
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('give the same tag to the same data and keep lot details versioned', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/info/' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/info/' });
    expect(a.headers.etag).toBe(b.headers.etag);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/apartments/?page_size=1' });
    const id = (JSON.parse(list.body) as { results: { id: number }[] }).results[0]!.id;
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/apartments/${id}/` });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).toMatch(/^W\//);
  });

  it('leave per-visitor lists and the maintenance probe untagged', async () => {
    for (const url of ['/api/favorites/', '/api/comparison/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const tech = await ctx.app.inject({ method: 'GET', url: '/api/tech/' });
    expect(tech.headers.etag).toBeUndefined();
    expect(tech.headers['cache-control']).toBe('no-store');
  });

  it('never tag errors', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/seo/pages/?slug=/projects/no-such-project' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
