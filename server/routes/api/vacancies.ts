/**
 * Vacancies. `GET /api/vacancies/` is the CV form's list (published, newest
 * first, the fields a form select shows). The vacancy pages (spec §7
 * `vacancy_page/`, `vacancy/` + `facets/`, `specs/`, `{id}/`) filter by
 * department, city, employment type and experience (comma-joined).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vacanciesSchema } from '../../../src/schemas/company.ts';
import {
  companyItemParamsSchema,
  vacancyDetailSchema,
  vacancyFacetsSchema,
  vacancyListSchema,
  vacancyPageSchema,
  vacancyQuerySchema,
  vacancySpecsSchema,
} from '../../../src/schemas/company-lists.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import {
  vacancyDetail,
  vacancyFacets,
  vacancyList,
  vacancyOptions,
  vacancyPage,
  vacancySpecs,
} from '../../services/company/vacancies.ts';

export default async function vacanciesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  const querystring = vacancyQuerySchema;

  app.get(
    '/vacancies/',
    {
      schema: {
        tags,
        summary: 'Открытые вакансии: должность, отдел, город, зарплата, опыт и график',
        response: { 200: vacanciesSchema },
      },
    },
    async () => ({ results: await vacancyOptions(app.db) }),
  );

  app.get(
    '/vacancy_page/',
    {
      schema: {
        tags,
        summary: 'Страница карьеры: почему у нас, цифры, этапы отбора, контакт',
        response: { 200: vacancyPageSchema, 404: apiErrorSchema },
      },
    },
    async () => vacancyPage(app.db),
  );
  app.get(
    '/vacancy/',
    {
      schema: {
        tags,
        summary: 'Вакансии по отделу, городу, типу занятости и опыту, новые первыми',
        querystring,
        response: { 200: vacancyListSchema },
      },
    },
    async (request) => vacancyList(app.db, request.query),
  );
  app.get(
    '/vacancy/facets/',
    {
      schema: {
        tags,
        summary: 'Отделы, города, типы занятости и опыт с числом вакансий',
        querystring,
        response: { 200: vacancyFacetsSchema },
      },
    },
    async (request) => vacancyFacets(app.db, request.query),
  );
  app.get(
    '/vacancy/specs/',
    {
      schema: {
        tags,
        summary: 'Число вакансий и диапазон зарплат, ₽ в месяц',
        querystring,
        response: { 200: vacancySpecsSchema },
      },
    },
    async (request) => vacancySpecs(app.db, request.query),
  );
  app.get(
    '/vacancy/:id/',
    {
      schema: {
        tags,
        summary: 'Вакансия: обязанности, требования, условия',
        params: companyItemParamsSchema,
        response: { 200: vacancyDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => vacancyDetail(app.db, request.params.id),
  );
}
