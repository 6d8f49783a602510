/**
 * Partnership pages (spec §7 `cooperation/` + `facets/`, `specs/`): brokers,
 * investors and landowners — benefits, conditions, commission, steps, FAQ.
 * `?kind=` narrows the list (comma-joined).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cooperationFacetsSchema,
  cooperationListSchema,
  cooperationQuerySchema,
  cooperationSpecsSchema,
} from '../../../src/schemas/cooperation.ts';
import { cooperationFacets, cooperationList, cooperationSpecs } from '../../services/company/cooperation.ts';

export default async function cooperationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  const querystring = cooperationQuerySchema;

  app.get(
    '/cooperation/',
    {
      schema: {
        tags,
        summary: 'Условия сотрудничества для брокеров, инвесторов и землевладельцев',
        querystring,
        response: { 200: cooperationListSchema },
      },
    },
    async (request) => cooperationList(app.db, request.query),
  );
  app.get(
    '/cooperation/facets/',
    {
      schema: {
        tags,
        summary: 'Виды сотрудничества с числом страниц',
        querystring,
        response: { 200: cooperationFacetsSchema },
      },
    },
    async (request) => cooperationFacets(app.db, request.query),
  );
  app.get(
    '/cooperation/specs/',
    {
      schema: {
        tags,
        summary: 'Число страниц и диапазон вознаграждения брокера, %',
        querystring,
        response: { 200: cooperationSpecsSchema },
      },
    },
    async (request) => cooperationSpecs(app.db, request.query),
  );
}
