/**
 * Bytes of uploaded files: a private folder (`UPLOAD_DIR`, outside the web
 * root, never served), one file per upload named by a random UUID (never the
 * visitor's file name), written to `<key>.part` first and renamed once
 * accepted. Rows live in `uploaded_files`; those never attached to a form are
 * swept after a day.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema/visitors.ts';
import { syncPath } from '../durable-files.ts';
import { contentTypeOf } from './sniff.ts';

export interface ReceivedFile {
  key: string;
  /** The `.part` file; `accept()` renames it to its final name. */
  tempPath: string;
  size: number;
  sha256: string;
  accept(): Promise<void>;
  discard(): Promise<void>;
}

export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const PART_SUFFIX = '.part';

export async function ensureUploadDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

const quietUnlink = (file: string) => unlink(file).catch(() => undefined);

/** Streams the file to disk, hashing and counting on the way. */
export async function receiveFile(dir: string, source: Readable): Promise<ReceivedFile> {
  const key = randomUUID();
  const finalPath = path.join(dir, key);
  const tempPath = finalPath + PART_SUFFIX;
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, tap, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await quietUnlink(tempPath);
    throw error;
  }
  return {
    key,
    tempPath,
    size,
    sha256: hash.digest('hex'),
    // Synced before its 201: the form that cites this upload must find the bytes after a power cut.
    accept: async () => {
      await syncPath(tempPath);
      await rename(tempPath, finalPath);
      await syncPath(dir, 'folder');
    },
    discard: async () => {
      await quietUnlink(tempPath);
      await quietUnlink(finalPath);
    },
  };
}

/**
 * Removes uploads never attached to a form within a day (rows and bytes) and
 * `.part` leftovers of interrupted requests. Bounded per run; returns the count.
 */
export async function sweepUploads(db: Db, dir: string, now = Date.now(), batch = 500): Promise<number> {
  const cutoff = new Date(now - UPLOAD_TTL_MS);
  const stale = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(isNull(uploadedFiles.submissionId), lt(uploadedFiles.createdAt, cutoff)))
    .limit(batch);
  if (stale.length > 0) {
    const removed = await db
      .delete(uploadedFiles)
      .where(
        and(
          inArray(
            uploadedFiles.id,
            stale.map((row) => row.id),
          ),
          isNull(uploadedFiles.submissionId),
        ),
      )
      .returning({ key: uploadedFiles.storageKey });
    await Promise.all(removed.map((row) => quietUnlink(path.join(dir, path.basename(row.key)))));
  }
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith(PART_SUFFIX))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < now - UPLOAD_TTL_MS) await quietUnlink(file);
  }
  return stale.length;
}

/**
 * Keeps an upload whose content was checked: renames its bytes to their final
 * name and writes its row; answers what `POST /api/uploads/` returns.
 */
export async function storeUpload(db: Db, name: string, extension: string, received: ReceivedFile) {
  await received.accept();
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      originalName: name,
      contentType: contentTypeOf(extension),
      size: received.size,
      sha256: received.sha256,
      storageKey: received.key,
    })
    .returning({
      id: uploadedFiles.id,
      name: uploadedFiles.originalName,
      size: uploadedFiles.size,
      contentType: uploadedFiles.contentType,
    });
  return { id: row!.id, name: row!.name, size: row!.size, content_type: row!.contentType };
}
