/** `GET /api/promo-forms/`: active promo banners with a form; the shell shows the first (spec §3). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promoFormsSchema } from '../../../src/schemas/site.ts';
import { activePromoForms } from '../../services/promo-forms.ts';

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
    async () => ({ results: await activePromoForms(app.db) }),
  );
}
