/**
 * `GET /api/commercial_selection/` (spec §7): the «Подбор коммерции»
 * purchase method — free commercial premises summed up per kind and project
 * (how many, areas, lowest price and price per m², a link to the filtered
 * catalogue), with `facets/` (kind, project) and `specs/` (price, area).
 * Computed from the in-memory lot catalogue (services/lots/commercial-selection.ts),
 * so it agrees with /lots.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commercialSelectionQuerySchema,
  commercialSelectionSchema,
  commercialSpecsSchema,
  purchaseFacetsSchema,
  type CommercialSelectionQuery,
} from '../../../src/schemas/purchase.ts';
import { commercialFacets, commercialOffers, commercialSpecs } from '../../services/lots/commercial-selection.ts';
import { answerFromCatalogue } from './lot-catalogue.ts';

export default async function commercialSelectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const querystring = commercialSelectionQuerySchema;
  const key = (route: string, query: CommercialSelectionQuery) =>
    `commercial_selection/${route}:${JSON.stringify(query)}`;

  app.get(
    '/commercial_selection/',
    {
      schema: {
        tags,
        summary: 'Подбор коммерции: свободные помещения по проектам и типам',
        querystring,
        response: { 200: commercialSelectionSchema },
      },
    },
    async (request, reply) =>
      answerFromCatalogue(app, request, reply, key('list', request.query), commercialSelectionSchema, (s) =>
        commercialOffers(s, request.query),
      ),
  );
  app.get(
    '/commercial_selection/facets/',
    {
      schema: {
        tags,
        summary: 'Типы помещений и проекты с числом свободных помещений',
        querystring,
        response: { 200: purchaseFacetsSchema },
      },
    },
    async (request, reply) =>
      answerFromCatalogue(app, request, reply, key('facets', request.query), purchaseFacetsSchema, (s) =>
        commercialFacets(s, request.query),
      ),
  );
  app.get(
    '/commercial_selection/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны цены и площади свободных помещений',
        querystring,
        response: { 200: commercialSpecsSchema },
      },
    },
    async (request, reply) =>
      answerFromCatalogue(app, request, reply, key('specs', request.query), commercialSpecsSchema, (s) =>
        commercialSpecs(s, request.query),
      ),
  );
}
