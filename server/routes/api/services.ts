/** `GET /api/services/`: the services for buyers, owners and residents (block `services:catalogue`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { servicesSchema } from '../../../src/schemas/company-pages.ts';
import { readPageBlocks } from '../../services/company-pages/page-blocks.ts';

export default async function servicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/services/',
    {
      schema: {
        tags: ['company'],
        summary: 'Сервисы для покупателей, собственников и жителей',
        response: { 200: servicesSchema },
      },
    },
    async (request) => {
      const blocks = await readPageBlocks(app.db, 'services', request.log);
      return blocks.get('catalogue', servicesSchema, { lead: '', items: [] });
    },
  );
}
