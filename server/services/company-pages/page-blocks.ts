/**
 * Editorial blocks of a company page (`content_blocks`), read once per call
 * and parsed by their contract. A block missing or edited into a bad shape
 * gives the fallback and a log line: the page loses one section instead of
 * answering 500 (issue 8: never 5xx for content).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contentBlocks } from '../../db/schema/index.ts';

export interface PageBlocks {
  /** The block `key` parsed by `schema`, else `fallback`. */
  get<T>(
    key: string,
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
    fallback: T,
  ): T;
}

/** The published blocks of one page, in order, as stored (`GET /api/module/` answers them whole). */
export function publishedBlocks(db: Db, page: string) {
  return db
    .select({ key: contentBlocks.key, sort: contentBlocks.sort, data: contentBlocks.data })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.page, page), eq(contentBlocks.isPublished, true)))
    .orderBy(asc(contentBlocks.sort), asc(contentBlocks.id));
}

export async function readPageBlocks(db: Db, page: string, log?: FastifyBaseLogger): Promise<PageBlocks> {
  const rows = await publishedBlocks(db, page);
  const byKey = new Map(rows.map((row) => [row.key, row.data]));
  return {
    get(key, schema, fallback) {
      if (!byKey.has(key)) {
        log?.warn({ page, key }, 'content block is missing');
        return fallback;
      }
      const parsed = schema.safeParse(byKey.get(key));
      if (parsed.success) return parsed.data;
      log?.warn({ page, key }, 'content block does not match its contract');
      return fallback;
    },
  };
}

/** Paragraphs of a plain-text body separated by blank lines. */
export const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
