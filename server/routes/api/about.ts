/**
 * `GET /api/about/` (mission, figures, history, awards, charity cards),
 * `GET /api/about/team/` with `facets/` and `specs/` (query `department`,
 * comma-joined slugs), `GET /api/about/charity/` and `/about/charity/{slug}/`.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aboutPageSchema,
  awardsBlockSchema,
  charityDetailSchema,
  charityListSchema,
  figuresBlockSchema,
  historyBlockSchema,
  missionBlockSchema,
  slugParamsSchema,
  TEAM_DEPARTMENTS,
  teamFacetsSchema,
  teamListSchema,
  teamQuerySchema,
  teamSpecsSchema,
  type CharityCard,
  type TeamMember,
  type TeamQuery,
} from '../../../src/schemas/company-pages.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { articles, teamMembers } from '../../db/schema/index.ts';
import { paragraphs, readPageBlocks } from '../../services/company-pages/page-blocks.ts';
import { httpError } from '../../services/project-page.ts';

const published = and(eq(articles.kind, 'charity'), eq(articles.isPublished, true));
const EMPTY_MISSION = { title: '', text: '', principles: [] };

function charityCard(row: typeof articles.$inferSelect): CharityCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    url: `/charity/${row.slug}`,
  };
}

const departmentSlug = new Map<string, string>(TEAM_DEPARTMENTS.map((d) => [d.name, d.slug]));
const departmentNames = (query: TeamQuery): string[] =>
  TEAM_DEPARTMENTS.filter((d) => query.department?.includes(d.slug)).map((d) => d.name);

function teamWhere(query: TeamQuery): SQL | undefined {
  return query.department?.length ? inArray(teamMembers.department, departmentNames(query)) : undefined;
}

function member(row: typeof teamMembers.$inferSelect): TeamMember {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    department: departmentSlug.get(row.department) ?? 'other',
    department_name: row.department,
    bio: row.bio,
    photo: row.photo,
  };
}

export default async function aboutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  const charityList = () =>
    app.db.select().from(articles).where(published).orderBy(desc(articles.publishedAt), desc(articles.id));

  app.get(
    '/about/',
    {
      schema: {
        tags,
        summary: 'О компании: миссия, цифры, история, награды, благотворительность',
        response: { 200: aboutPageSchema },
      },
    },
    async (request) => {
      const [blocks, charity] = await Promise.all([readPageBlocks(app.db, 'about', request.log), charityList()]);
      return {
        mission: blocks.get('mission', missionBlockSchema, EMPTY_MISSION),
        figures: blocks.get('figures', figuresBlockSchema, { items: [] }).items,
        history: blocks.get('history', historyBlockSchema, { items: [] }).items,
        awards: blocks.get('awards', awardsBlockSchema, { items: [] }).items,
        charity: charity.map(charityCard),
      };
    },
  );

  const querystring = teamQuerySchema;
  app.get(
    '/about/team/',
    {
      schema: {
        tags,
        summary: 'Команда компании; department — отделы через запятую',
        querystring,
        response: { 200: teamListSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(teamMembers)
        .where(teamWhere(request.query))
        .orderBy(asc(teamMembers.sort), asc(teamMembers.id));
      return { count: rows.length, results: rows.map(member) };
    },
  );

  // The department filter is the only one, so its options are counted over the whole team: picking one never empties another.
  app.get(
    '/about/team/facets/',
    {
      schema: {
        tags,
        summary: 'Отделы команды с числом сотрудников',
        querystring,
        response: { 200: teamFacetsSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select({ department: teamMembers.department, count: count() })
        .from(teamMembers)
        .groupBy(teamMembers.department);
      const counts = new Map(rows.map((row) => [row.department, row.count]));
      return {
        facets: {
          department: TEAM_DEPARTMENTS.map((d) => {
            const found = counts.get(d.name) ?? 0;
            return { value: d.slug, label: d.name, count: found, disabled: found === 0 };
          }),
        },
      };
    },
  );

  app.get(
    '/about/team/specs/',
    {
      schema: {
        tags,
        summary: 'Число сотрудников и отделов по запросу',
        querystring,
        response: { 200: teamSpecsSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ department: teamMembers.department, count: count() })
        .from(teamMembers)
        .where(teamWhere(request.query))
        .groupBy(teamMembers.department);
      return { total: rows.reduce((sum, row) => sum + row.count, 0), departments: rows.length };
    },
  );

  app.get(
    '/about/charity/',
    { schema: { tags, summary: 'Благотворительные проекты компании', response: { 200: charityListSchema } } },
    async () => {
      const rows = await charityList();
      return { count: rows.length, results: rows.map(charityCard) };
    },
  );

  app.get(
    '/about/charity/:slug/',
    {
      schema: {
        tags,
        summary: 'Благотворительный проект по адресу (slug)',
        params: slugParamsSchema,
        response: { 200: charityDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(articles)
        .where(and(published, eq(articles.slug, request.params.slug)))
        .limit(1);
      if (!row) throw httpError(404, `Благотворительный проект «${request.params.slug}» не найден`);
      const more = await app.db
        .select()
        .from(articles)
        .where(and(published, ne(articles.id, row.id)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(3);
      return { ...charityCard(row), body: paragraphs(row.body), more: more.map(charityCard) };
    },
  );
}
