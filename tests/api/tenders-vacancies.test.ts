/**
 * The tender and vacancy pages' calls (spec §7): `tenders_page/`, `tenders/`
 * with filters, `facets/`, `specs/`, `{id}/`; `vacancy_page/`, `vacancy/`
 * the same. Filters narrow, facets count under the other filters, an unknown
 * id is 404 and a bad query 400 — both in Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  tenderDetailSchema,
  tenderListSchema,
  tendersFacetsSchema,
  tendersPageSchema,
  tendersSpecsSchema,
  vacancyDetailSchema,
  vacancyFacetsSchema,
  vacancyListSchema,
  vacancyPageSchema,
  vacancySpecsSchema,
} from '../../src/schemas/company-lists.ts';
import { vacancies } from '../../server/db/schema/index.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('tenders', () => {
  it('gives the page intro with steps and a contact', async () => {
    const page = await expectOk(ctx.app, '/api/tenders_page/', tendersPageSchema);
    expect(page.steps.length).toBeGreaterThanOrEqual(3);
    expect(page.contact.email).toMatch(/@/);
    expect(page.lead).toMatch(/тендер/i);
  });

  it('lists open tenders by default and every status on request', async () => {
    const open = await expectOk(ctx.app, '/api/tenders/', tenderListSchema);
    expect(open.results.every((tender) => tender.status === 'open')).toBe(true);
    const all = await expectOk(ctx.app, '/api/tenders/?status=open,summing_up,closed', tenderListSchema);
    expect(all.count).toBe(all.results.length);
    expect(all.count).toBeGreaterThan(open.count);
    expect(new Set(all.results.map((tender) => tender.status))).toEqual(new Set(['open', 'summing_up', 'closed']));
    const closed = await expectOk(ctx.app, '/api/tenders/?status=closed', tenderListSchema);
    expect(closed.results.every((tender) => tender.status_label === 'Завершён')).toBe(true);
  });

  it('narrows by category and project, and facets count under the other filters', async () => {
    const all = await expectOk(ctx.app, '/api/tenders/?status=open,summing_up,closed', tenderListSchema);
    const category = all.results[0]!.category;
    const byCategory = await expectOk(
      ctx.app,
      `/api/tenders/?status=open,summing_up,closed&category=${encodeURIComponent(category)}`,
      tenderListSchema,
    );
    expect(byCategory.count).toBe(all.results.filter((tender) => tender.category === category).length);
    expect(byCategory.count).toBeLessThan(all.count);

    const projectId = all.results.find((tender) => tender.project_id !== null)!.project_id!;
    const byProject = await expectOk(
      ctx.app,
      `/api/tenders/?status=open,summing_up,closed&project=${projectId}`,
      tenderListSchema,
    );
    expect(byProject.results.every((tender) => tender.project_id === projectId)).toBe(true);

    const { facets } = await expectOk(
      ctx.app,
      `/api/tenders/facets/?status=closed&category=${encodeURIComponent(category)}`,
      tendersFacetsSchema,
    );
    // The category facet ignores the category filter but honours status.
    const closed = all.results.filter((tender) => tender.status === 'closed');
    for (const option of facets.category!) {
      expect(option.count).toBe(closed.filter((tender) => tender.category === option.value).length);
    }
    expect(facets.status!.map((option) => option.value)).toEqual(['open', 'summing_up', 'closed']);
    expect(facets.project!.some((option) => option.value === projectId)).toBe(true);
  });

  it('gives the count and the days left of the open tenders', async () => {
    const specs = await expectOk(ctx.app, '/api/tenders/specs/', tendersSpecsSchema);
    const open = await expectOk(ctx.app, '/api/tenders/', tenderListSchema);
    expect(specs.count).toBe(open.count);
    expect(specs.days_left.min).toBeGreaterThanOrEqual(1);
    expect(specs.days_left.max!).toBeGreaterThanOrEqual(specs.days_left.min!);
    const none = await expectOk(ctx.app, '/api/tenders/specs/?status=closed', tendersSpecsSchema);
    expect(none.days_left).toEqual({ min: null, max: null });
  });

  it('opens a tender by id or slug with requirements, documents and a contact', async () => {
    const { results } = await expectOk(ctx.app, '/api/tenders/', tenderListSchema);
    const first = results[0]!;
    const byId = await expectOk(ctx.app, `/api/tenders/${first.id}/`, tenderDetailSchema);
    const bySlug = await expectOk(ctx.app, `/api/tenders/${first.slug}/`, tenderDetailSchema);
    expect(bySlug).toEqual(byId);
    expect(byId.requirements.length).toBeGreaterThan(0);
    expect(byId.documents.length).toBeGreaterThan(0);
    expect(byId.contact.email).toMatch(/@severin-dev\.ru$/);
  });

  it('answers 404 for an unknown tender and 400 for a bad query, in Russian', async () => {
    expect((await expectError(ctx.app, '/api/tenders/999999/', 404)).message).toBe('Тендер не найден');
    expect((await expectError(ctx.app, '/api/tenders/no-such-tender/', 404)).message).toBe('Тендер не найден');
    await expectError(ctx.app, '/api/tenders/Bad_Slug!/', 400);
    expect((await expectError(ctx.app, '/api/tenders/?status=archived', 400)).errors?.status?.error_msg).toMatch(
      /^Статус тендера/,
    );
    await expectError(ctx.app, '/api/tenders/facets/?project=abc', 400);
    await expectError(ctx.app, '/api/tenders/specs/?project=-1', 400);
  });
});

describe('vacancies', () => {
  it('gives the page intro with benefits and hiring steps', async () => {
    const page = await expectOk(ctx.app, '/api/vacancy_page/', vacancyPageSchema);
    expect(page.benefits.length).toBeGreaterThanOrEqual(4);
    expect(page.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('lists published vacancies newest first and narrows by each facet', async () => {
    const all = await expectOk(ctx.app, '/api/vacancy/', vacancyListSchema);
    expect(all.count).toBeGreaterThanOrEqual(10);
    const dates = all.results.map((vacancy) => vacancy.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const { facets } = await expectOk(ctx.app, '/api/vacancy/facets/', vacancyFacetsSchema);
    expect(Object.keys(facets)).toEqual(['department', 'city', 'employment', 'experience']);
    for (const key of ['department', 'city', 'employment', 'experience'] as const) {
      const option = facets[key]!.find((candidate) => candidate.count > 0)!;
      const narrowed = await expectOk(
        ctx.app,
        `/api/vacancy/?${key}=${encodeURIComponent(String(option.value))}`,
        vacancyListSchema,
      );
      expect(narrowed.count, key).toBe(option.count);
      expect(narrowed.results.every((vacancy) => vacancy[key] === option.value)).toBe(true);
    }
    expect(facets.employment!.find((option) => option.value === 'remote')!.label).toBe('Удалённая работа');
  });

  it('combines filters and counts facets under the other filters', async () => {
    const sales = await expectOk(
      ctx.app,
      `/api/vacancy/?department=${encodeURIComponent('Продажи')}&employment=internship`,
      vacancyListSchema,
    );
    expect(sales.results.map((vacancy) => vacancy.slug)).toEqual(['stazher-prodazhi']);
    const { facets } = await expectOk(
      ctx.app,
      `/api/vacancy/facets/?department=${encodeURIComponent('Продажи')}`,
      vacancyFacetsSchema,
    );
    const experience = facets.experience!.find((option) => option.value === 'От 5 лет')!;
    expect(experience).toMatchObject({ count: 0, disabled: true });
  });

  it('gives the salary range of the matching vacancies', async () => {
    const all = await expectOk(ctx.app, '/api/vacancy/', vacancyListSchema);
    const specs = await expectOk(ctx.app, '/api/vacancy/specs/', vacancySpecsSchema);
    const salaries = all.results
      .flatMap((vacancy) => [vacancy.salary_from, vacancy.salary_to])
      .filter((value): value is number => value !== null);
    expect(specs).toEqual({ count: all.count, salary: { min: Math.min(...salaries), max: Math.max(...salaries) } });
  });

  it('opens a vacancy with duties, requirements and conditions; hides an unpublished one', async () => {
    const detail = await expectOk(ctx.app, '/api/vacancy/yurist-nedvizhimost/', vacancyDetailSchema);
    expect(detail).toMatchObject({ salary_from: 180_000, salary_to: null, employment: 'full' });
    expect(detail.duties.length).toBeGreaterThan(0);
    expect(detail.conditions.length).toBeGreaterThan(0);
    await ctx.database.db.update(vacancies).set({ isPublished: false }).where(eq(vacancies.id, detail.id));
    expect((await expectError(ctx.app, `/api/vacancy/${detail.id}/`, 404)).message).toBe('Вакансия не найдена');
    await ctx.database.db.update(vacancies).set({ isPublished: true }).where(eq(vacancies.id, detail.id));
  });

  it('answers 400 in Russian for a bad query', async () => {
    expect(
      (await expectError(ctx.app, '/api/vacancy/?employment=freelance', 400)).errors?.employment?.error_msg,
    ).toMatch(/^Тип занятости/);
    expect(
      (await expectError(ctx.app, '/api/vacancy/facets/?experience=10', 400)).errors?.experience?.error_msg,
    ).toMatch(/^Опыт работы/);
    await expectError(ctx.app, `/api/vacancy/?city=${'д'.repeat(101)}`, 400);
  });
});
