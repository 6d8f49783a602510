/**
 * Public media under /media/files/: generated images and documents from
 * `media_files`, and layout plans straight from `layouts.plan_svg`
 * (`plans/{layoutId}.svg`). A path's content never changes, so responses are
 * cached for a year; ETags answer revalidations with 304.
 * `/media` and `/media/{slug}` stay pages: they never reach these routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_URL_PREFIX } from '../db/schema/site.ts';
import { layoutPlanFile, storedMediaFile, type MediaFile } from '../services/media-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** SVG can carry script: these files may draw, never run code or load anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
const CACHE_LIMIT = 500;

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

  /** A file from the cache, else from the database (remembered when found). */
  async function cached(key: string, read: () => Promise<MediaFile | null>): Promise<MediaFile | null> {
    const hit = cache.get(key);
    if (hit) return hit;
    const file = await read();
    return file ? remember(key, file) : null;
  }

  app.get(`${MEDIA_URL_PREFIX}plans/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = /^([1-9]\d{0,8})\.svg$/.exec(file)?.[1];
    return send(request, reply, id ? await cached(`plans/${id}`, () => layoutPlanFile(app.db, Number(id))) : null);
  });

  app.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const valid = path.length > 0 && path.length <= 300 && !path.includes('..');
    return send(request, reply, valid ? await cached(path, () => storedMediaFile(app.db, path)) : null);
  });
}
