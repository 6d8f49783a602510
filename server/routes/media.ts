/**
 * Public media under /media/files/: generated images and documents from
 * `media_files`, and layout plans straight from `layouts.plan_svg`
 * (`plans/{layoutId}.svg`). A path's content never changes, so responses are
 * cached for a year; ETags answer revalidations with 304.
 * `/media` and `/media/{slug}` stay pages: they never reach these routes.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { layouts, mediaFiles } from '../db/schema/index.ts';
import { MEDIA_URL_PREFIX } from '../db/schema/site.ts';

interface MediaFile {
  contentType: string;
  body: Buffer;
  etag: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** SVG can carry script: these files may draw, never run code or load anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
const CACHE_LIMIT = 500;

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export default async function mediaRoutes(app: FastifyInstance) {
  // Small in-process cache: pages show the same covers and plans over and over.
  const cache = new Map<string, MediaFile>();
  const remember = (key: string, file: MediaFile) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, file);
    return file;
  };

  function send(request: FastifyRequest, reply: FastifyReply, file: MediaFile | null) {
    if (!file)
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Файл не найден');
    reply.header('cache-control', IMMUTABLE).header('etag', file.etag).header('content-security-policy', FILE_CSP);
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.type(file.contentType).send(file.body);
  }

  async function storedFile(path: string): Promise<MediaFile | null> {
    const cached = cache.get(path);
    if (cached) return cached;
    const [row] = await app.db
      .select({ contentType: mediaFiles.contentType, body: mediaFiles.body, sha256: mediaFiles.sha256 })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, path))
      .limit(1);
    return row
      ? remember(path, { contentType: row.contentType, body: toBuffer(row.body), etag: `"${row.sha256}"` })
      : null;
  }

  async function layoutPlan(layoutId: number): Promise<MediaFile | null> {
    const key = `plans/${layoutId}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const [row] = await app.db.select({ svg: layouts.planSvg }).from(layouts).where(eq(layouts.id, layoutId)).limit(1);
    if (!row) return null;
    const body = Buffer.from(row.svg, 'utf8');
    const etag = `"${createHash('sha256').update(body).digest('hex')}"`;
    return remember(key, { contentType: 'image/svg+xml', body, etag });
  }

  app.get(`${MEDIA_URL_PREFIX}plans/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([1-9]\d{0,8})\.svg$/.exec(file);
    return send(request, reply, match ? await layoutPlan(Number(match[1])) : null);
  });

  app.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const valid = path.length > 0 && path.length <= 300 && !path.includes('..');
    return send(request, reply, valid ? await storedFile(path) : null);
  });
}
