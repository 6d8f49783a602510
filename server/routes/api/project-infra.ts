/**
 * `GET /api/project-infra/?project=` (one project's map), `GET /api/infras/`
 * with `facets/` and `specs/` (query `project`, `type` comma-joined, spec §7),
 * `GET /api/project-teams/?project=`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  infrasFacetsSchema,
  infrasQuerySchema,
  infrasSchema,
  infrasSpecsSchema,
  projectInfraQuerySchema,
  projectInfraSchema,
  projectTeamsQuerySchema,
  projectTeamsSchema,
} from '../../../src/schemas/projects.ts';
import { infras, infrasFacets, infrasSpecs, projectInfra, projectTeam } from '../../services/project-infra.ts';

export default async function projectInfraRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  app.get(
    '/project-infra/',
    {
      schema: {
        tags,
        summary: 'Инфраструктура вокруг проекта: типы и объекты, ближайшие первыми',
        querystring: projectInfraQuerySchema,
        response: { 200: projectInfraSchema },
      },
    },
    async (request) => projectInfra(app.db, request.query.project),
  );

  const querystring = infrasQuerySchema;
  app.get(
    '/infras/',
    {
      schema: {
        tags,
        summary: 'Объекты инфраструктуры по проектам и типам',
        querystring,
        response: { 200: infrasSchema },
      },
    },
    async (request) => infras(app.db, request.query),
  );
  app.get(
    '/infras/facets/',
    {
      schema: {
        tags,
        summary: 'Типы инфраструктуры с числом объектов',
        querystring,
        response: { 200: infrasFacetsSchema },
      },
    },
    async (request) => infrasFacets(app.db, request.query),
  );
  app.get(
    '/infras/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазон времени пешком до объектов',
        querystring,
        response: { 200: infrasSpecsSchema },
      },
    },
    async (request) => infrasSpecs(app.db, request.query),
  );

  app.get(
    '/project-teams/',
    {
      schema: {
        tags,
        summary: 'Команда проекта: архитекторы, ландшафтные бюро, подрядчики',
        querystring: projectTeamsQuerySchema,
        response: { 200: projectTeamsSchema },
      },
    },
    async (request) => ({ results: await projectTeam(app.db, request.query.project) }),
  );
}
