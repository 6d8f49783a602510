import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  constructionFacetsSchema,
  constructionProgressSchema,
  constructionSpecsSchema,
  currentDescriptionsSchema,
  genplanSchema,
  mediaReportsSchema,
  panoramasSchema,
} from '../../src/schemas/projects.ts';
import {
  buildings,
  constructionMedia,
  constructionReports,
  lots,
  panoramas,
  projects,
} from '../../server/db/schema/index.ts';
import { HOME_KINDS } from '../../src/lib/on-sale.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';

let ctx: TestApp;
/** A residential project under construction (it has monthly reports). */
let building: typeof projects.$inferSelect;

beforeAll(async () => {
  ctx = await createTestApp();
  const [report] = await ctx.database.db
    .select({ projectId: constructionReports.projectId })
    .from(constructionReports)
    .innerJoin(projects, eq(projects.id, constructionReports.projectId))
    .where(eq(projects.kind, 'residential'))
    .orderBy(asc(constructionReports.projectId))
    .limit(1);
  [building] = await ctx.database.db.select().from(projects).where(eq(projects.id, report.projectId));
});

afterAll(async () => {
  await ctx?.close();
});

const ok = <T>(url: string, schema: { parse(value: unknown): T }) => expectOk(ctx.app, url, schema);
const fails = (url: string, status: number) => expectError(ctx.app, url, status);

describe('genplan', () => {
  it('draws every building of the project, with free lots and prices from the lots table', async () => {
    const plan = await ok(`/api/projects/${building.slug}/genplan/`, genplanSchema);
    expect(plan).toMatchObject({ width: 1000, height: 700 });
    expect(plan.image).toMatch(/^\/media\/files\//);
    const own = await ctx.database.db.select().from(buildings).where(eq(buildings.projectId, building.id));
    expect(plan.buildings.map((item) => item.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(plan.buildings.some((item) => item.lots_free > 0)).toBe(true);
    for (const item of plan.buildings) {
      expect(item.polygon).toMatch(/^(\d+,\d+ ?){3,}$/);
      const free = await ctx.database.db
        .select({ price: lots.price })
        .from(lots)
        .where(and(eq(lots.buildingId, item.id), eq(lots.status, 'free'), inArray(lots.kind, [...HOME_KINDS])));
      expect(item.lots_free).toBe(free.length);
      expect(item.min_price).toBe(free.length ? Math.min(...free.map((row) => row.price)) : null);
      expect(item.completion.text.length).toBeGreaterThan(0);
    }
    expect(await ok(`/api/projects/${building.id}/genplan/`, genplanSchema)).toEqual(plan);
  });
});

describe('panoramas', () => {
  it('lists the project panoramas in order', async () => {
    const { results } = await ok(`/api/projects/${building.slug}/panoramas/`, panoramasSchema);
    const rows = await ctx.database.db
      .select()
      .from(panoramas)
      .where(eq(panoramas.projectId, building.id))
      .orderBy(asc(panoramas.sort));
    expect(results.map((item) => item.id)).toEqual(rows.map((row) => row.id));
    expect(results[0].title.length).toBeGreaterThan(0);
  });
});

describe('construction progress', () => {
  it('gives months newest first with photos, and filters by year and month', async () => {
    const all = await ok(`/api/projects/${building.slug}/construction-progress/`, constructionProgressSchema);
    const reports = await ctx.database.db
      .select()
      .from(constructionReports)
      .where(eq(constructionReports.projectId, building.id));
    expect(all.count).toBe(reports.length);
    const months = all.months.map((item) => item.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(all.months[0].month).toMatch(/^\d{4}-\d{2}$/);
    expect(all.months[0].month_name).toMatch(/^[А-Я][а-я]+ \d{4}$/);
    expect(all.months[0].photos.length).toBeGreaterThan(0);

    const year = Number(months.at(-1)?.slice(0, 4));
    const byYear = await ok(
      `/api/projects/${building.slug}/construction-progress/?year=${year}`,
      constructionProgressSchema,
    );
    expect(byYear.count).toBe(months.filter((month) => month.startsWith(String(year))).length);
    const picked = [months[0], months[2]];
    const byMonth = await ok(
      `/api/projects/${building.id}/construction-progress/?month=${picked.join(',')}`,
      constructionProgressSchema,
    );
    expect(byMonth.months.map((item) => item.month)).toEqual(picked);
  });

  it('has facets of years and months and specs of progress', async () => {
    const all = await ok(`/api/projects/${building.slug}/construction-progress/`, constructionProgressSchema);
    const { facets } = await ok(
      `/api/projects/${building.slug}/construction-progress/facets/`,
      constructionFacetsSchema,
    );
    expect(facets.year.reduce((sum, option) => sum + option.count, 0)).toBe(all.count);
    expect(facets.month.map((option) => option.value)).toEqual(all.months.map((item) => item.month));
    const specs = await ok(`/api/projects/${building.slug}/construction-progress/specs/`, constructionSpecsSchema);
    const progress = all.months.map((item) => item.progress);
    expect(specs.progress).toEqual({ min: Math.min(...progress), max: Math.max(...progress) });
    expect(specs.month).toEqual({ min: all.months.at(-1)?.month, max: all.months[0].month });
  });

  it('splits photo and video reports and describes the current state', async () => {
    const photos = await ok(`/api/projects/${building.slug}/photo-reports/`, mediaReportsSchema);
    const items = await ctx.database.db
      .select()
      .from(constructionMedia)
      .innerJoin(constructionReports, eq(constructionReports.id, constructionMedia.reportId))
      .where(and(eq(constructionReports.projectId, building.id), eq(constructionMedia.kind, 'photo')));
    expect(photos.results.reduce((sum, report) => sum + report.count, 0)).toBe(items.length);
    expect(photos.results.every((report) => report.cover === report.photos[0].src && report.videos.length === 0)).toBe(
      true,
    );
    // The seed has no videos: the list is empty, not an error.
    const videos = await ok(`/api/projects/${building.slug}/video-reports/`, mediaReportsSchema);
    expect(videos.results.every((report) => report.videos.length > 0)).toBe(true);
    const current = await ok(`/api/projects/${building.slug}/current-descriptions/`, currentDescriptionsSchema);
    expect(current.results.length).toBe(photos.results.length);
    expect(current.progress).toBe(current.results[0].progress);
    expect(current.month).toBe(current.results[0].month);
  });

  it('is empty for a finished project', async () => {
    const [done] = await ctx.database.db
      .select()
      .from(projects)
      .where(and(eq(projects.finished, true), eq(projects.kind, 'residential')))
      .limit(1);
    const progress = await ok(`/api/projects/${done.slug}/construction-progress/`, constructionProgressSchema);
    expect(progress).toEqual({ count: 0, months: [] });
    const current = await ok(`/api/projects/${done.slug}/current-descriptions/`, currentDescriptionsSchema);
    expect(current).toEqual({ progress: null, month: null, results: [] });
    const specs = await ok(`/api/projects/${done.slug}/construction-progress/specs/`, constructionSpecsSchema);
    expect(specs.month).toEqual({ min: null, max: null });
  });

  it('refuses bad filters with 400 and unknown projects with 404', async () => {
    const bad = await fails(`/api/projects/${building.slug}/construction-progress/?month=2025-13`, 400);
    expect(Object.keys(bad.errors ?? {})).toEqual(['month']);
    const badYear = await fails(`/api/projects/${building.slug}/construction-progress/facets/?year=abc`, 400);
    expect(Object.keys(badYear.errors ?? {})).toEqual(['year']);
    for (const block of [
      'genplan',
      'panoramas',
      'construction-progress',
      'construction-progress/facets',
      'construction-progress/specs',
      'photo-reports',
      'video-reports',
      'current-descriptions',
    ]) {
      const missing = await fails(`/api/projects/no-such-project/${block}/`, 404);
      expect(missing.message).toBe('Проект не найден');
      await fails(`/api/commercial_projects/${building.slug}/${block}/`, 404);
    }
  });

  it('sends ETags on page blocks', async () => {
    const url = `/api/projects/${building.slug}/construction-progress/`;
    const first = await ctx.app.inject({ url });
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
