import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc } from 'drizzle-orm';
import { documents, layouts, projects } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /media/files/*', () => {
  it('serves a generated project image as SVG with a year-long immutable cache', async () => {
    const [project] = await ctx.database.db.select().from(projects).orderBy(asc(projects.id)).limit(1);
    const response = await ctx.app.inject({ method: 'GET', url: project.heroImage });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain(project.name);
    const again = await ctx.app.inject({
      method: 'GET',
      url: project.heroImage,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves layout plans from the layouts table', async () => {
    const [layout] = await ctx.database.db.select().from(layouts).orderBy(asc(layouts.id)).limit(1);
    const response = await ctx.app.inject({ method: 'GET', url: `/media/files/plans/${layout.id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(layout.planSvg);
    expect(response.body).toContain('Прихожая');
  });

  it('serves every document file with the size the list states', async () => {
    const rows = await ctx.database.db.select().from(documents);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const response = await ctx.app.inject({ method: 'GET', url: row.fileUrl });
      expect(response.statusCode, row.fileUrl).toBe(200);
      expect(response.rawPayload.length).toBe(row.fileSize);
    }
  });

  it('answers 404 for unknown files and malformed paths', async () => {
    for (const url of [
      '/media/files/projects/none.svg',
      '/media/files/plans/999999.svg',
      '/media/files/plans/abc.svg',
      '/media/files/a/../b.svg',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
