/**
 * `GET /api/vacancies/` (spec §7 `vacancy/`): the published vacancies, newest
 * first — what the /vacancies page lists and its CV form lets a candidate
 * pick. Minimal on purpose: the vacancy pages (facets, `{id}/`) are a later issue.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vacanciesSchema } from '../../../src/schemas/company.ts';
import { vacancies } from '../../db/schema/index.ts';

export default async function vacanciesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/vacancies/',
    {
      schema: {
        tags: ['company'],
        summary: 'Открытые вакансии: должность, отдел, город, зарплата, опыт и график',
        response: { 200: vacanciesSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select({
          id: vacancies.id,
          slug: vacancies.slug,
          title: vacancies.title,
          department: vacancies.department,
          city: vacancies.city,
          salary_from: vacancies.salaryFrom,
          salary_to: vacancies.salaryTo,
          experience: vacancies.experience,
          schedule: vacancies.schedule,
        })
        .from(vacancies)
        .where(eq(vacancies.isPublished, true))
        .orderBy(desc(vacancies.publishedAt), desc(vacancies.id));
      return { results: rows };
    },
  );
}
