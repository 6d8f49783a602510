/** Content pages of issue 8: documents catalogue, owners' guides, media stories, legal texts. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  documentDetailSchema,
  documentsCatalogueSchema,
  documentsFacetsSchema,
  documentsSpecsSchema,
  guideDetailSchema,
  guideListSchema,
  legalPageSchema,
  mediaDetailSchema,
  mediaFacetsSchema,
  mediaListSchema,
} from '../../src/schemas/content-pages.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
const get = (url: string) => getJson(ctx.app, url);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** `message` is matched against the top message and, for a 400, the field's own message too. */
async function expectError(url: string, status: number, message?: string | RegExp) {
  const { status: got, body } = await get(url);
  expect(got, url).toBe(status);
  const error = apiErrorSchema.parse(body);
  const texts = [error.message, ...Object.values(error.errors ?? {}).map((field) => field.error_msg)];
  if (message)
    expect(
      texts.some((text) => (typeof message === 'string' ? text === message : message.test(text))),
      texts.join(' | '),
    ).toBe(true);
  return error;
}

describe('GET /api/documents/ with facets and specs', () => {
  it('lists every document newest first, with project and category names', async () => {
    const { status, body } = await get('/api/documents/');
    expect(status).toBe(200);
    const list = documentsCatalogueSchema.parse(body);
    expect(list.count).toBe(list.results.length);
    expect(list.count).toBeGreaterThan(20);
    const dates = list.results.map((doc) => Date.parse(doc.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.results.some((doc) => doc.project === null)).toBe(true);
    const declaration = list.results.find((doc) => doc.category === 'declaration')!;
    expect(declaration.category_name).toBe('Проектные декларации');
    expect(declaration.project?.url).toMatch(/^\/projects(-commercial)?\//);
  });

  it('narrows by project, category and year, and 0 picks the company documents', async () => {
    const all = documentsCatalogueSchema.parse((await get('/api/documents/')).body).results;
    const project = all.find((doc) => doc.project)!.project!;
    const byProject = documentsCatalogueSchema.parse((await get(`/api/documents/?project=${project.id}`)).body);
    expect(byProject.count).toBe(all.filter((doc) => doc.project?.id === project.id).length);
    const company = documentsCatalogueSchema.parse((await get('/api/documents/?project=0&category=report')).body);
    expect(company.count).toBeGreaterThanOrEqual(3);
    expect(company.results.every((doc) => doc.project === null && doc.category === 'report')).toBe(true);
    const year = new Date(all[0].published_at).getUTCFullYear();
    const byYear = documentsCatalogueSchema.parse((await get(`/api/documents/?year=${year},${year - 1}`)).body);
    expect(byYear.count).toBe(
      all.filter((doc) => [year, year - 1].includes(new Date(doc.published_at).getUTCFullYear())).length,
    );
  });

  it('counts each facet under the other filters', async () => {
    const facets = documentsFacetsSchema.parse((await get('/api/documents/facets/?category=report')).body).facets;
    const company = facets.project.find((option) => option.value === 0)!;
    expect(company.label).toBe('Документы компании');
    expect(company.count).toBeGreaterThanOrEqual(3);
    expect(
      facets.project.filter((option) => option.value !== 0).every((option) => option.count === 0 && option.disabled),
    ).toBe(true);
    // The category facet ignores the category filter itself.
    expect(facets.category.find((option) => option.value === 'declaration')!.count).toBeGreaterThan(0);
    const total = facets.year.reduce((sum, option) => sum + option.count, 0);
    const reports = documentsCatalogueSchema.parse((await get('/api/documents/?category=report')).body);
    expect(total).toBe(reports.count);
  });

  it('answers the year and size ranges of the filtered documents', async () => {
    const specs = documentsSpecsSchema.parse((await get('/api/documents/specs/?category=report')).body);
    expect(specs.count).toBeGreaterThanOrEqual(3);
    expect(specs.year.max! - specs.year.min!).toBeGreaterThanOrEqual(2);
    expect(specs.file_size.min).toBeGreaterThan(0);
    const none = documentsSpecsSchema.parse((await get('/api/documents/specs/?year=2001')).body);
    expect(none).toEqual({ year: { min: null, max: null }, file_size: { min: null, max: null }, count: 0 });
  });

  it('answers 400 in Russian for bad filters', async () => {
    await expectError('/api/documents/?category=secret', 400, /Допустимые категории/);
    await expectError('/api/documents/facets/?year=20', 400, /Год/);
    await expectError('/api/documents/?project=-1', 400);
  });
});

describe('GET /api/documents/{slug}/', () => {
  it('answers a document with its neighbours of the same project first', async () => {
    const all = documentsCatalogueSchema.parse((await get('/api/documents/')).body).results;
    const doc = all.find((item) => item.category === 'declaration')!;
    const detail = documentDetailSchema.parse((await get(`/api/documents/${doc.slug}/`)).body);
    expect(detail.title).toBe(doc.title);
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related[0].project?.id).toBe(doc.project?.id);
    expect(detail.related.some((item) => item.id === doc.id)).toBe(false);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    await expectError('/api/documents/no-such-document/', 404, 'Документ не найден');
    await expectError('/api/documents/Bad_Slug!/', 400);
  });
});

describe('GET /api/owners/', () => {
  it('lists the four guide topics, acceptance first', async () => {
    const list = guideListSchema.parse((await get('/api/owners/')).body);
    expect(list.results[0].slug).toBe('priyomka-kvartiry');
    const names = new Set(list.results.map((guide) => guide.category_name));
    for (const topic of ['Приёмка квартиры', 'Управляющая компания', 'Ремонт', 'Оплата ЖКУ'])
      expect(names).toContain(topic);
    expect(list.results.every((guide) => guide.url === `/owners/${guide.slug}`)).toBe(true);
  });

  it('answers a guide as text blocks with headings and lists', async () => {
    const guide = guideDetailSchema.parse((await get('/api/owners/oplata-zhku/')).body);
    expect(guide.title).toBe('Оплата ЖКУ');
    expect(guide.blocks.some((block) => block.type === 'heading' && block.text === 'Как оплатить')).toBe(true);
    const list = guide.blocks.find((block) => block.type === 'list');
    expect(list?.type === 'list' && list.items.length).toBeGreaterThanOrEqual(3);
    expect(guide.related.some((item) => item.slug === 'oplata-zhku')).toBe(false);
    await expectError('/api/owners/no-such-guide/', 404, 'Инструкция не найдена');
  });
});

describe('GET /api/media_pages/', () => {
  it('lists photo reports and videos with covers, filtered by category', async () => {
    const all = mediaListSchema.parse((await get('/api/media_pages/')).body);
    expect(all.count).toBeGreaterThanOrEqual(4);
    const videos = mediaListSchema.parse((await get('/api/media_pages/?category=video')).body);
    expect(videos.count).toBeGreaterThan(0);
    expect(videos.results.every((item) => item.category === 'video' && item.category_name === 'Видео')).toBe(true);
    const facets = mediaFacetsSchema.parse((await get('/api/media_pages/facets/')).body).facets.category;
    expect(facets.reduce((sum, option) => sum + option.count, 0)).toBe(all.count);
    await expectError('/api/media_pages/?category=audio', 400, /photo, video/);
  });

  it('answers an item with its gallery: the cover, then the project photos', async () => {
    const item = mediaDetailSchema.parse((await get('/api/media_pages/vid-s-45-etazha/')).body);
    expect(item.gallery.length).toBeGreaterThan(1);
    expect(item.gallery[0].src).toBe(item.cover?.src);
    expect(item.photos).toBe(item.gallery.length);
    expect(item.project?.url).toBe('/projects/presnya');
    await expectError('/api/media_pages/no-such-story/', 404, 'Материал не найден');
  });
});

describe('legal pages', () => {
  it.each(['privacy_policy', 'personal_data_consent', 'anti_corruption'])(
    '/api/%s/ answers sections with unique anchors',
    async (page) => {
      const { status, body } = await get(`/api/${page}/`);
      expect(status).toBe(200);
      const legal = legalPageSchema.parse(body);
      expect(legal.sections.length).toBeGreaterThanOrEqual(3);
      const anchors = legal.sections.map((section) => section.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
      expect(legal.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('gives the anti-corruption page its hotline and policy documents', async () => {
    const legal = legalPageSchema.parse((await get('/api/anti_corruption/')).body);
    expect(legal.hotline?.email).toMatch(/@/);
    expect(legal.documents?.map((doc) => doc.slug)).toContain('antikorrupcionnaya-politika');
  });
});
