/**
 * `GET /api/zero_result/facets/`: when the filters find nothing, which single
 * filter to drop to get lots back, with the count after dropping it. Takes
 * the lot filters plus `catalog` (`apartments` by default, or `commercials`;
 * the query key keeps the spec API's spelling).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lotsQuerySchema, zeroResultSchema } from '../../../src/schemas/lots.ts';
import { normaliseQuery } from '../../services/lots/filters.ts';
import { zeroResult } from '../../services/lots/list.ts';
import { answerFromCatalogue } from './lot-catalogue.ts';

const zeroResultQuerySchema = lotsQuerySchema.extend({
  catalog: z
    .enum(['apartments', 'commercials'], { error: 'Допустимые значения: apartments, commercials' })
    .default('apartments'),
});

export default async function zeroResultRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/zero_result/facets/',
    {
      schema: {
        tags: ['lots'],
        summary: 'Пустая выдача: какой один фильтр снять, чтобы нашлись лоты, и сколько их будет',
        querystring: zeroResultQuerySchema,
        response: { 200: zeroResultSchema },
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ordering: _ordering, catalog: catalogue, ...filters } = request.query;
      const key = `zero_result:${catalogue}:${normaliseQuery(filters)}`;
      return answerFromCatalogue(app, request, reply, key, zeroResultSchema, (snapshot) =>
        zeroResult(snapshot, catalogue, filters),
      );
    },
  );
}
