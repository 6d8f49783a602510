/**
 * Documents as the API gives them (`DocumentItem`): one mapping of a
 * `documents` row for a project's documents, the legal pages' linked
 * documents and the /documents catalogue (documents-catalogue.ts), and the
 * two reads that are not the catalogue's.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { DocumentItem } from '../../src/schemas/documents.ts';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema/index.ts';

type DocumentRow = typeof documents.$inferSelect;

export function documentItem(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.type,
    file_url: row.fileUrl,
    file_format: row.fileFormat,
    file_size: row.fileSize,
    published_at: row.publishedAt.toISOString(),
  };
}

/** One project's documents, newest first. */
export async function projectDocuments(db: Db, projectId: number): Promise<DocumentItem[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.projectId, projectId))
    .orderBy(desc(documents.publishedAt), desc(documents.id));
  return rows.map(documentItem);
}

/** The documents of these slugs that exist, newest first. */
export async function documentsBySlugs(db: Db, slugs: readonly string[]): Promise<DocumentItem[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(inArray(documents.slug, [...slugs]))
    .orderBy(desc(documents.publishedAt));
  return rows.map(documentItem);
}
