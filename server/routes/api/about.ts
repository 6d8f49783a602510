/**
 * `GET /api/about/` (mission, figures, history, awards, charity cards),
 * `GET /api/about/team/` with `facets/` and `specs/` (query `department`,
 * comma-joined slugs), `GET /api/about/charity/` and `/about/charity/{slug}/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aboutPageSchema,
  charityDetailSchema,
  charityListSchema,
  slugParamsSchema,
  teamFacetsSchema,
  teamListSchema,
  teamQuerySchema,
  teamSpecsSchema,
} from '../../../src/schemas/company-pages.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { aboutPage, charityDetail, charityList } from '../../services/company-pages/about.ts';
import { listTeam, teamFacets, teamSpecs } from '../../services/company-pages/team.ts';

export default async function aboutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  app.get(
    '/about/',
    {
      schema: {
        tags,
        summary: 'О компании: миссия, цифры, история, награды, благотворительность',
        response: { 200: aboutPageSchema },
      },
    },
    async (request) => aboutPage(app.db, request.log),
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
    async (request) => listTeam(app.db, request.query),
  );
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
    async () => teamFacets(app.db),
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
    async (request) => teamSpecs(app.db, request.query),
  );

  app.get(
    '/about/charity/',
    { schema: { tags, summary: 'Благотворительные проекты компании', response: { 200: charityListSchema } } },
    async () => charityList(app.db),
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
    async (request) => charityDetail(app.db, request.params.slug),
  );
}
