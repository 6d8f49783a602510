/**
 * `GET /api/mortgage/` (spec §7): the banks' mortgage programmes, lowest rate
 * first, filtered by kind, bank, the visitor's down payment, loan amount,
 * term and rate; `facets/` (bank and kind counted under the other filters),
 * `specs/` (ranges) and the same two for one kind: `{kind}_facets/`,
 * `{kind}_specs/` — the tabs of /purchase/mortgage. An unknown kind is 404.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isMortgageKind,
  mortgageKindParamsSchema,
  mortgageListSchema,
  mortgageQuerySchema,
  mortgageSpecsSchema,
  PURCHASE_MESSAGES,
  purchaseFacetsSchema,
  type MortgageKind,
  type MortgageQuery,
} from '../../../src/schemas/purchase.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { listPrograms, programFacets, programSpecs } from '../../services/mortgage-programs.ts';

const unknownKind = (reply: FastifyReply) =>
  reply.status(404).send({ status: 404, message: PURCHASE_MESSAGES.kindNotFound });

export default async function mortgageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const querystring = mortgageQuerySchema;

  app.get(
    '/mortgage/',
    {
      schema: {
        tags,
        summary: 'Ипотечные программы банков-партнёров, от меньшей ставки',
        querystring,
        response: { 200: mortgageListSchema },
      },
    },
    async (request) => listPrograms(app.db, request.query),
  );
  app.get(
    '/mortgage/facets/',
    {
      schema: {
        tags,
        summary: 'Банки и виды программ с числом программ при остальных фильтрах',
        querystring,
        response: { 200: purchaseFacetsSchema },
      },
    },
    async (request) => programFacets(app.db, request.query),
  );
  app.get(
    '/mortgage/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны ставок, первого взноса, срока и суммы кредита',
        querystring,
        response: { 200: mortgageSpecsSchema },
      },
    },
    async (request) => programSpecs(app.db, request.query),
  );

  // find-my-way: a regex parameter followed by a static suffix within one path segment.
  const params = mortgageKindParamsSchema;
  const withKind = (query: MortgageQuery, kind: MortgageKind): MortgageQuery => ({ ...query, kind: [kind] });
  app.get(
    '/mortgage/:kind(^[a-z-]{1,40})_facets/',
    {
      schema: {
        tags,
        summary: 'Фильтры программ одного вида',
        params,
        querystring,
        response: { 200: purchaseFacetsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isMortgageKind(kind)) return unknownKind(reply);
      return programFacets(app.db, withKind(request.query, kind));
    },
  );
  app.get(
    '/mortgage/:kind(^[a-z-]{1,40})_specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны условий программ одного вида',
        params,
        querystring,
        response: { 200: mortgageSpecsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isMortgageKind(kind)) return unknownKind(reply);
      return programSpecs(app.db, withKind(request.query, kind));
    },
  );
}
