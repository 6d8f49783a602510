/**
 * `GET /api/purchase/` (spec §7) with `facets/`, `specs/` and `{id}/`: the
 * purchase methods of /purchase/{slug}. `{id}` is the number or the slug.
 * A method's offers are the mortgage programmes (`mortgage`) or the
 * instalment plans (`installment`); the other methods are content only.
 * The reads live in services/purchase-methods.ts, shared with the page's
 * JSON-LD.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MORTGAGE_KIND_NAMES,
  MORTGAGE_KINDS,
  PURCHASE_MESSAGES,
  purchaseDetailSchema,
  purchaseFacetsSchema,
  purchaseIdParamsSchema,
  purchaseListSchema,
  purchaseSpecsSchema,
} from '../../../src/schemas/purchase.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import {
  findPurchaseMethod,
  offerSummaries,
  offersOf,
  publishedMethods,
  toMethod,
} from '../../services/purchase-methods.ts';
import { facetOption } from '../../services/facet-option.ts';

const span = (values: number[]) =>
  values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null };

export default async function purchaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const published = () => publishedMethods(app.db);

  app.get(
    '/purchase/',
    {
      schema: {
        tags,
        summary: 'Способы покупки: ипотека, рассрочка, trade-in и другие, в порядке меню',
        response: { 200: purchaseListSchema },
      },
    },
    async () => {
      const rows = await published();
      return { count: rows.length, results: rows.map(toMethod) };
    },
  );

  app.get(
    '/purchase/facets/',
    {
      schema: {
        tags,
        summary: 'Способы покупки с числом предложений и программы ипотеки по видам',
        response: { 200: purchaseFacetsSchema },
      },
    },
    async () => {
      const [rows, summary] = await Promise.all([published(), offerSummaries(app.db)]);
      return {
        facets: {
          method: rows.map((row) => ({
            value: row.slug,
            label: row.label.replace(/\s*\n\s*/g, ' '),
            count: offersOf(summary, row.slug),
          })),
          kind: MORTGAGE_KINDS.map((kind) => {
            const found = summary.kinds.get(kind) ?? 0;
            return facetOption(kind, MORTGAGE_KIND_NAMES[kind], found);
          }),
        },
      };
    },
  );

  app.get(
    '/purchase/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны условий всех способов: ставка, первый взнос, срок в месяцах',
        response: { 200: purchaseSpecsSchema },
      },
    },
    async () => {
      const { ranges } = await offerSummaries(app.db);
      return { rate: ranges.rate, down_payment: span(ranges.down), term_months: span(ranges.months) };
    },
  );

  app.get(
    '/purchase/:id/',
    {
      schema: {
        tags,
        summary: 'Способ покупки по номеру или slug с лучшими условиями его предложений',
        params: purchaseIdParamsSchema,
        response: { 200: purchaseDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const method = await findPurchaseMethod(app.db, request.params.id);
      if (!method) return reply.status(404).send({ status: 404, message: PURCHASE_MESSAGES.notFound });
      return method;
    },
  );
}
