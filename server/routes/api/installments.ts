/**
 * `GET /api/installments/` (spec §7): the developer's instalment plans,
 * smallest down payment first, with `facets/` (term in months and
 * interest-free or not, counted under the other filters) and `specs/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  installmentListSchema,
  installmentSpecsSchema,
  installmentsQuerySchema,
  purchaseFacetsSchema,
} from '../../../src/schemas/purchase.ts';
import { listPlans, planFacets, planSpecs } from '../../services/installment-plans.ts';

export default async function installmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const querystring = installmentsQuerySchema;

  app.get(
    '/installments/',
    {
      schema: {
        tags,
        summary: 'Рассрочка от застройщика: первый взнос, срок, удорожание',
        querystring,
        response: { 200: installmentListSchema },
      },
    },
    async (request) => listPlans(app.db, request.query),
  );

  app.get(
    '/installments/facets/',
    {
      schema: {
        tags,
        summary: 'Сроки рассрочки и вариант без удорожания с числом планов',
        querystring,
        response: { 200: purchaseFacetsSchema },
      },
    },
    async (request) => planFacets(app.db, request.query),
  );

  app.get(
    '/installments/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны первого взноса, срока и удорожания',
        querystring,
        response: { 200: installmentSpecsSchema },
      },
    },
    async (request) => planSpecs(app.db, request.query),
  );
}
