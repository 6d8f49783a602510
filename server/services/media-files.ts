/**
 * The files served under /media/files/ (routes/media.ts): generated images
 * and documents from `media_files`, and layout plans straight from
 * `layouts.plan_svg`, each with the ETag its revalidations are answered by.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { layouts, mediaFiles } from '../db/schema/index.ts';

export interface MediaFile {
  contentType: string;
  body: Buffer;
  etag: string;
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A stored file by its path under the prefix; its ETag is the stored SHA-256. */
export async function storedMediaFile(db: Db, path: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, body: mediaFiles.body, sha256: mediaFiles.sha256 })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
    .limit(1);
  return row ? { contentType: row.contentType, body: toBuffer(row.body), etag: `"${row.sha256}"` } : null;
}

/** A layout's plan as SVG; its ETag is the hash of the text. */
export async function layoutPlanFile(db: Db, layoutId: number): Promise<MediaFile | null> {
  const [row] = await db.select({ svg: layouts.planSvg }).from(layouts).where(eq(layouts.id, layoutId)).limit(1);
  if (!row) return null;
  const body = Buffer.from(row.svg, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('hex')}"`;
  return { contentType: 'image/svg+xml', body, etag };
}
