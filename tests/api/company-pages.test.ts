/** Company pages (issue 8): about, team with facets and specs, charity, partners, services, contacts, page modules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  aboutPageSchema,
  charityDetailSchema,
  charityListSchema,
  contactsSchema,
  modulesSchema,
  partnersPageSchema,
  partnersSchema,
  partnerTypesSchema,
  servicesSchema,
  teamFacetsSchema,
  teamListSchema,
  teamSpecsSchema,
} from '../../src/schemas/company-pages.ts';
import { articles, contentBlocks, teamMembers } from '../../server/db/schema/index.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/about/', () => {
  it('has the mission, figures, a history in year order, awards and the charity projects', async () => {
    const about = await expectOk(ctx.app, '/api/about/', aboutPageSchema);
    expect(about.mission.title).toMatch(/[а-яё]/i);
    expect(about.mission.principles.length).toBeGreaterThan(2);
    expect(about.figures.length).toBeGreaterThanOrEqual(4);
    const years = about.history.map((item) => item.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years[0]).toBe(2014);
    expect(about.awards.length).toBeGreaterThan(0);
    const charity = await ctx.database.db.select().from(articles).where(eq(articles.kind, 'charity'));
    expect(about.charity.map((card) => card.slug).sort()).toEqual(charity.map((row) => row.slug).sort());
    expect(about.charity[0]!.url).toBe(`/charity/${about.charity[0]!.slug}`);
  });
});

describe('GET /api/about/team/', () => {
  it('lists the whole team and filters by departments, comma-joined', async () => {
    const all = await expectOk(ctx.app, '/api/about/team/', teamListSchema);
    const rows = await ctx.database.db.select().from(teamMembers);
    expect(all.count).toBe(rows.length);
    expect(all.results).toHaveLength(rows.length);

    const sales = await expectOk(ctx.app, '/api/about/team/?department=sales', teamListSchema);
    expect(sales.count).toBe(rows.filter((row) => row.department === 'Продажи').length);
    expect(sales.count).toBeGreaterThan(1);
    expect(sales.results.every((member) => member.department === 'sales' && member.department_name === 'Продажи')).toBe(
      true,
    );

    const two = await expectOk(ctx.app, '/api/about/team/?department=sales,service', teamListSchema);
    expect(two.count).toBe(rows.filter((row) => ['Продажи', 'Сервис'].includes(row.department)).length);
  });

  it('counts every department in the facets, whatever is chosen', async () => {
    const { facets } = await expectOk(ctx.app, '/api/about/team/facets/?department=sales', teamFacetsSchema);
    const rows = await ctx.database.db.select().from(teamMembers);
    const options = facets.department!;
    expect(options.map((option) => option.value)).toEqual([
      'management',
      'sales',
      'construction',
      'design',
      'marketing',
      'service',
    ]);
    expect(options.reduce((sum, option) => sum + option.count, 0)).toBe(rows.length);
    const management = options.find((option) => option.value === 'management')!;
    expect(management).toMatchObject({
      label: 'Руководство',
      count: rows.filter((row) => row.department === 'Руководство').length,
      disabled: false,
    });
  });

  it('gives the size of the filtered team and how many departments it spans', async () => {
    const specs = await expectOk(ctx.app, '/api/about/team/specs/?department=sales,design', teamSpecsSchema);
    const list = await expectOk(ctx.app, '/api/about/team/?department=sales,design', teamListSchema);
    expect(specs).toEqual({ total: list.count, departments: 2 });
  });

  it('rejects an unknown department with a Russian message naming the field', async () => {
    const body = await expectError(ctx.app, '/api/about/team/?department=sales,astronauts', 400);
    expect(body.errors?.department?.error_msg).toMatch(/Неизвестный отдел/);
  });
});

describe('GET /api/about/charity/', () => {
  it('lists the charity projects, newest first, and opens one by slug with its text and the others', async () => {
    const list = await expectOk(ctx.app, '/api/about/charity/', charityListSchema);
    expect(list.count).toBeGreaterThanOrEqual(2);
    const dates = list.results.map((card) => Date.parse(card.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const [first] = list.results;
    const detail = await expectOk(ctx.app, `/api/about/charity/${first!.slug}/`, charityDetailSchema);
    expect(detail.title).toBe(first!.title);
    expect(detail.body.length).toBeGreaterThan(0);
    expect(detail.more.map((card) => card.slug)).not.toContain(first!.slug);
  });

  it('answers 404 for an unknown or unpublished project and 400 for a malformed slug', async () => {
    const missing = await expectError(ctx.app, '/api/about/charity/no-such-project/', 404);
    expect(missing.message).toContain('no-such-project');
    const [row] = await ctx.database.db.select().from(articles).where(eq(articles.kind, 'charity')).limit(1);
    await ctx.database.db.update(articles).set({ isPublished: false }).where(eq(articles.id, row!.id));
    await expectError(ctx.app, `/api/about/charity/${row!.slug}/`, 404);
    await ctx.database.db.update(articles).set({ isPublished: true }).where(eq(articles.id, row!.id));
    await expectError(ctx.app, '/api/about/charity/Bad%20Slug/', 400);
  });
});

describe('partners', () => {
  it('gives the page intro with offers leading to the partnership pages', async () => {
    const page = await expectOk(ctx.app, '/api/partners_page/', partnersPageSchema);
    expect(page.lead).toMatch(/[а-яё]/i);
    expect(page.offers.map((offer) => offer.url)).toEqual([
      '/partnership/brokers',
      '/partnership/investors',
      '/partnership/landowners',
    ]);
  });

  it('lists partner types with counts that match the filtered partner lists (spec §7 paths under partners_page/)', async () => {
    const { results: types } = await expectOk(ctx.app, '/api/partners_page/partners_type/', partnerTypesSchema);
    const all = await expectOk(ctx.app, '/api/partners_page/partners/', partnersSchema);
    expect(all.count).toBeGreaterThan(0);
    expect(types.reduce((sum, type) => sum + type.count, 0)).toBe(all.count);
    for (const type of types) {
      const list = await expectOk(ctx.app, `/api/partners_page/partners/?type=${type.slug}`, partnersSchema);
      expect(list.count).toBe(type.count);
      expect(list.results.every((partner) => partner.type === type.slug && partner.type_name === type.name)).toBe(true);
    }
    const two = await expectOk(
      ctx.app,
      `/api/partners_page/partners/?type=${types[0]!.slug},${types[1]!.slug}`,
      partnersSchema,
    );
    expect(two.count).toBe(types[0]!.count + types[1]!.count);
    expect((await expectOk(ctx.app, '/api/partners_page/partners/?type=no-such-type', partnersSchema)).count).toBe(0);
  });

  it("keeps the first release's /api/partners/ and /api/partners_type/ answering the same lists", async () => {
    expect(await expectOk(ctx.app, '/api/partners/', partnersSchema)).toEqual(
      await expectOk(ctx.app, '/api/partners_page/partners/', partnersSchema),
    );
    expect(await expectOk(ctx.app, '/api/partners_type/', partnerTypesSchema)).toEqual(
      await expectOk(ctx.app, '/api/partners_page/partners_type/', partnerTypesSchema),
    );
  });

  it('rejects a malformed type', async () => {
    for (const url of ['/api/partners_page/partners/?type=Банки', '/api/partners/?type=Банки']) {
      const body = await expectError(ctx.app, url, 400);
      expect(body.errors?.type?.error_msg).toMatch(/Тип партнёра/);
    }
  });
});

describe('GET /api/services/, /api/contacts/, /api/module/', () => {
  it('lists services for buyers, owners and residents', async () => {
    const services = await expectOk(ctx.app, '/api/services/', servicesSchema);
    expect(services.items.length).toBeGreaterThanOrEqual(6);
    expect(new Set(services.items.map((item) => item.audience))).toEqual(
      new Set(['Покупателям', 'Собственникам', 'Жителям']),
    );
  });

  it('gives the call centre and the offices with phones, hours, metro and coordinates', async () => {
    const contacts = await expectOk(ctx.app, '/api/contacts/', contactsSchema);
    expect(contacts.phone).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    expect(contacts.email).toContain('@');
    expect(contacts.offices.map((office) => office.kind)).toEqual(['sales', 'head', 'service']);
    for (const office of contacts.offices) {
      expect(office.phones.length).toBeGreaterThan(0);
      expect(office.coordinates.lat).toBeGreaterThan(55.5);
      expect(office.coordinates.lon).toBeGreaterThan(37.3);
    }
    expect(contacts.legal.inn).toMatch(/^\d{10}$/);
  });

  it('survives a content block edited into a bad shape: the section is empty, not a 500', async () => {
    const where = and(eq(contentBlocks.page, 'contacts'), eq(contentBlocks.key, 'offices'));
    const [saved] = await ctx.database.db.select().from(contentBlocks).where(where);
    await ctx.database.db
      .update(contentBlocks)
      .set({ data: { items: [{ title: 'без адреса' }] } })
      .where(where);
    const contacts = await expectOk(ctx.app, '/api/contacts/', contactsSchema);
    expect(contacts.offices).toEqual([]);
    await ctx.database.db.update(contentBlocks).set({ data: saved!.data }).where(where);
  });

  it('gives the blocks of a page in order and wants a valid page key', async () => {
    const modules = await expectOk(ctx.app, '/api/module/?page=standarts', modulesSchema);
    expect(modules.results.map((block) => block.key)).toContain('sections');
    const sorts = modules.results.map((block) => block.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect((await expectOk(ctx.app, '/api/module/?page=no-such-page', modulesSchema)).results).toEqual([]);
    const body = await expectError(ctx.app, '/api/module/', 400);
    expect(body.errors?.page?.error_msg).toMatch(/Укажите страницу/);
    await expectError(ctx.app, '/api/module/?page=../etc', 400);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/about/',
        '/api/about/team/',
        '/api/about/team/facets/',
        '/api/about/team/specs/',
        '/api/about/charity/',
        '/api/partners_page/partners/',
        '/api/partners_page/partners_type/',
        '/api/partners_page/',
        '/api/services/',
        '/api/contacts/',
        '/api/module/',
      ]),
    );
  });
});
