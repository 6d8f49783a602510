/**
 * `GET /api/privacy_policy/`, `/api/personal_data_consent/`,
 * `/api/anti_corruption/` (spec §7): legal texts (services/legal-pages.ts);
 * the anti-corruption page also lists the company's policy documents.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEGAL_PAGES, legalPageSchema, type LegalPageKey } from '../../../src/schemas/content-pages.ts';
import { loadLegalPage } from '../../services/legal-pages.ts';
import { httpError } from '../../services/project-page.ts';

const LEGAL_PAGE_NOT_FOUND = 'Страница не найдена';

const SUMMARIES: Record<LegalPageKey, string> = {
  privacy_policy: 'Политика конфиденциальности',
  personal_data_consent: 'Согласие на обработку персональных данных',
  anti_corruption: 'Противодействие коррупции: принципы, линия доверия, документы',
};

export default async function legalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const page of LEGAL_PAGES) {
    app.get(
      `/${page}/`,
      { schema: { tags: ['legal'], summary: SUMMARIES[page], response: { 200: legalPageSchema } } },
      async () => {
        const body = await loadLegalPage(app.db, page);
        // A missing or malformed block is "no page", never a 500.
        if (!body) throw httpError(404, LEGAL_PAGE_NOT_FOUND);
        return body;
      },
    );
  }
}
