/**
 * Tenders (spec §7 `tenders_page/`, `tenders/` + `facets/`, `specs/`, `{id}/`).
 * `GET /api/tenders/` without a query is what it has always been for the
 * offer form: the open tenders, soonest deadline first (a tender is open
 * while its status is `open` and its deadline is ahead); the page adds
 * `category`, `project` and `status` filters (comma-joined).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyItemParamsSchema,
  tenderDetailSchema,
  tenderListSchema,
  tendersFacetsSchema,
  tendersPageSchema,
  tendersQuerySchema,
  tendersSpecsSchema,
} from '../../../src/schemas/company-lists.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { tenderDetail, tenderFacets, tenderList, tenderSpecs, tendersPage } from '../../services/company/tenders.ts';

export default async function tendersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  const querystring = tendersQuerySchema;

  app.get(
    '/tenders_page/',
    {
      schema: {
        tags,
        summary: 'Страница тендеров: вводный текст, цифры, этапы, принципы, контакт',
        response: { 200: tendersPageSchema, 404: apiErrorSchema },
      },
    },
    async () => tendersPage(app.db),
  );
  app.get(
    '/tenders/',
    {
      schema: {
        tags,
        summary: 'Тендеры по категории работ, проекту и статусу; без статуса — открытые, ближайший срок первым',
        querystring,
        response: { 200: tenderListSchema },
      },
    },
    async (request) => tenderList(app.db, request.query),
  );
  app.get(
    '/tenders/facets/',
    {
      schema: {
        tags,
        summary: 'Категории работ, проекты и статусы тендеров с числом тендеров',
        querystring,
        response: { 200: tendersFacetsSchema },
      },
    },
    async (request) => tenderFacets(app.db, request.query),
  );
  app.get(
    '/tenders/specs/',
    {
      schema: {
        tags,
        summary: 'Число тендеров и диапазон оставшихся дней приёма предложений',
        querystring,
        response: { 200: tendersSpecsSchema },
      },
    },
    async (request) => tenderSpecs(app.db, request.query),
  );
  app.get(
    '/tenders/:id/',
    {
      schema: {
        tags,
        summary: 'Тендер: требования к участникам, документация, контактное лицо',
        params: companyItemParamsSchema,
        response: { 200: tenderDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => tenderDetail(app.db, request.params.id),
  );
}
