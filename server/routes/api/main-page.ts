/**
 * `GET /api/main_page/`: hero, project cards, running promotions, news,
 * purchase methods, about block.
 * `GET /api/main_page/preview/`: the same with unpublished content, for
 * editors holding the `PREVIEW_TOKEN` key (header `X-Preview-Token` or
 * `?token=`); 403 without it or when no key is configured. Never cached,
 * never indexed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homePageSchema, type HomePage } from '../../../src/schemas/home.ts';
import { apiErrorSchema, mainPagePreviewQuerySchema, type ApiError } from '../../../src/schemas/site.ts';
import { loadHomePage } from '../../services/home/main-page.ts';
import { checkPreviewToken } from '../../services/home/preview-token.ts';

const PREVIEW_HEADER = 'x-preview-token';

const DENIED: Record<'disabled' | 'denied', string> = {
  disabled: 'Предпросмотр выключен: ключ предпросмотра не настроен на сервере',
  denied: 'Нет доступа к предпросмотру: неверный ключ',
};

export default async function mainPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/main_page/',
    {
      schema: {
        tags: ['site'],
        summary: 'Главная страница: первый экран, проекты, акции, новости, способы покупки, о компании',
        response: { 200: homePageSchema },
      },
    },
    async (): Promise<HomePage> => loadHomePage(app.db),
  );

  app.get(
    '/main_page/preview/',
    {
      schema: {
        tags: ['site'],
        summary: 'Предпросмотр главной с неопубликованными материалами (по ключу PREVIEW_TOKEN)',
        querystring: mainPagePreviewQuerySchema,
        response: { 200: homePageSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Drafts must never land in a shared cache, the service worker's lists or a search index.
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      const header = request.headers[PREVIEW_HEADER];
      const given = (Array.isArray(header) ? header[0] : header) ?? request.query.token;
      const access = checkPreviewToken(app.config.PREVIEW_TOKEN, given);
      if (access !== 'granted') {
        const body: ApiError = { status: 403, message: DENIED[access] };
        return reply.status(403).send(body);
      }
      return loadHomePage(app.db, { withDrafts: true });
    },
  );
}
