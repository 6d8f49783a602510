/**
 * The legal texts (`content_blocks`, key `document`, checked against the
 * contract); the anti-corruption page also lists the company's policy
 * documents when they exist.
 */
import { and, eq } from 'drizzle-orm';
import { legalPageSchema, type LegalPage, type LegalPageKey } from '../../src/schemas/content-pages.ts';
import type { Db } from '../db/client.ts';
import { contentBlocks } from '../db/schema/index.ts';
import { documentsBySlugs } from './document-items.ts';

/** Anti-corruption page links these documents when they exist. */
const ANTI_CORRUPTION_DOCUMENTS = ['antikorrupcionnaya-politika', 'kodeks-delovoy-etiki', 'polozhenie-o-tenderah'];

/** The page, or null when its block is missing or malformed (then it is «no page», never a 500). */
export async function loadLegalPage(db: Db, page: LegalPageKey): Promise<LegalPage | null> {
  const [row] = await db
    .select({ data: contentBlocks.data })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.page, page), eq(contentBlocks.key, 'document'), eq(contentBlocks.isPublished, true)))
    .limit(1);
  const parsed = legalPageSchema.safeParse(row?.data);
  if (!parsed.success) return null;
  if (page !== 'anti_corruption') return parsed.data;
  return { ...parsed.data, documents: await documentsBySlugs(db, ANTI_CORRUPTION_DOCUMENTS) };
}
