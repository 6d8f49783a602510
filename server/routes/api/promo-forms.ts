/** `GET /api/promo-forms/`: active promo banners with a form; the shell shows the first (spec §3). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promoFormsSchema } from '../../../src/schemas/site.ts';
import { promoForms } from '../../db/schema/index.ts';

export default async function promoFormsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/promo-forms/',
    {
      schema: {
        tags: ['site'],
        summary: 'Промо-формы: заголовок, описание, теги проектов, кнопка и ссылка',
        response: { 200: promoFormsSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select({
          id: promoForms.id,
          title: promoForms.title,
          description: promoForms.description,
          tags: promoForms.tags,
          button_label: promoForms.buttonLabel,
          url: promoForms.url,
        })
        .from(promoForms)
        .where(eq(promoForms.isActive, true))
        .orderBy(asc(promoForms.sort), asc(promoForms.id));
      return { results: rows };
    },
  );
}
