/** `GET /api/info/`: common site data for the header, menus and footer (spec §3). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '../../../src/schemas/site.ts';
import { loadSiteInfo } from '../../services/site-info.ts';

export default async function infoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/info/',
    {
      schema: {
        tags: ['site'],
        summary: 'Общие данные сайта: проекты для меню, способы покупки, контакты и соцсети',
        response: { 200: siteInfoSchema },
      },
    },
    async () => loadSiteInfo(app.db),
  );
}
