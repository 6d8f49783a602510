/**
 * `GET /api/privacy_policy/`, `/api/personal_data_consent/`,
 * `/api/anti_corruption/` (spec §7): legal texts from `content_blocks`
 * (key `document`), checked against the contract; the anti-corruption page
 * also lists the company's policy documents.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEGAL_PAGES, legalPageSchema, type LegalPage, type LegalPageKey } from '../../../src/schemas/content-pages.ts';
import { contentBlocks, documents } from '../../db/schema/index.ts';
import { httpError } from '../../services/project-page.ts';

export const LEGAL_PAGE_NOT_FOUND = 'Страница не найдена';

/** Anti-corruption page links these documents when they exist. */
const ANTI_CORRUPTION_DOCUMENTS = ['antikorrupcionnaya-politika', 'kodeks-delovoy-etiki', 'polozhenie-o-tenderah'];

const SUMMARIES: Record<LegalPageKey, string> = {
  privacy_policy: 'Политика конфиденциальности',
  personal_data_consent: 'Согласие на обработку персональных данных',
  anti_corruption: 'Противодействие коррупции: принципы, линия доверия, документы',
};

export default async function legalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function loadPage(page: LegalPageKey): Promise<LegalPage> {
    const [row] = await app.db
      .select({ data: contentBlocks.data })
      .from(contentBlocks)
      .where(and(eq(contentBlocks.page, page), eq(contentBlocks.key, 'document'), eq(contentBlocks.isPublished, true)))
      .limit(1);
    // A missing or malformed block is "no page", never a 500.
    const parsed = legalPageSchema.safeParse(row?.data);
    if (!parsed.success) throw httpError(404, LEGAL_PAGE_NOT_FOUND);
    return parsed.data;
  }

  for (const page of LEGAL_PAGES) {
    app.get(
      `/${page}/`,
      { schema: { tags: ['legal'], summary: SUMMARIES[page], response: { 200: legalPageSchema } } },
      async () => {
        const body = await loadPage(page);
        if (page !== 'anti_corruption') return body;
        const rows = await app.db
          .select()
          .from(documents)
          .where(inArray(documents.slug, ANTI_CORRUPTION_DOCUMENTS))
          .orderBy(desc(documents.publishedAt));
        const linked = rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          category: row.type,
          file_url: row.fileUrl,
          file_format: row.fileFormat,
          file_size: row.fileSize,
          published_at: row.publishedAt.toISOString(),
        }));
        return { ...body, documents: linked };
      },
    );
  }
}
