/**
 * Editorial extras of the tender, vacancy and partnership pages, kept in
 * `content_blocks` (page + key → JSON) because their tables have no columns
 * for them: the `tender` page holds each tender's requirements, documents
 * and contact by slug; `vacancy` each vacancy's employment type and office;
 * `cooperation` each kind's conditions, commission and FAQ; `tenders_page`
 * and `vacancy_page` the intros. The seed writes these keys, the routes read them.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentBlocks } from '../../db/schema/index.ts';

export const COMPANY_BLOCK_PAGES = {
  tender: 'tender',
  vacancy: 'vacancy',
  cooperation: 'cooperation',
  tendersPage: 'tenders_page',
  vacancyPage: 'vacancy_page',
} as const;
export type CompanyBlockPage = (typeof COMPANY_BLOCK_PAGES)[keyof typeof COMPANY_BLOCK_PAGES];

/** The intro block of a page. */
export const INTRO_KEY = 'intro';

/** Every published block of a page, by key. */
export async function blocksOf(db: Db, page: CompanyBlockPage): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db
    .select({ key: contentBlocks.key, data: contentBlocks.data })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.page, page), eq(contentBlocks.isPublished, true)));
  return new Map(rows.map((row) => [row.key, row.data]));
}

/** One block, or undefined when it is missing or unpublished. */
export async function blockOf(
  db: Db,
  page: CompanyBlockPage,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ data: contentBlocks.data })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.page, page), eq(contentBlocks.key, key), eq(contentBlocks.isPublished, true)))
    .limit(1);
  return row?.data;
}
