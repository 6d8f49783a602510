/**
 * Image endpoint (issue 3 «Images», spec §9):
 *
 *   GET /images/?src=/media/files/…&w=640&q=80&preview=1
 *
 * - `src`: a path under /media/files/ only (no `..`, no external URLs), else 400.
 *   Missing file → 404; a file that is no image (a PDF) → 400; over 20 MB or
 *   50 Mpx → 413. SVG sources are rasterised.
 * - `w`: one of IMAGE_WIDTHS (src/lib/image-url.ts, 160…2560); over 2560 → 400.
 *   Omitted: the source width (previews: 160).
 * - `q`: 1–100, default 80. `preview=1`: quality 30, blur 60.
 * - WebP when `Accept` lists image/webp, else PNG; `Vary: Accept`.
 * - Cached for a year (a media path never changes content) with an ETag over
 *   source and parameters; If-None-Match → 304 without rendering.
 * Same origin as the pages, so CSP `img-src 'self'` allows it. Rendered
 * variants stay in a 64 MB in-memory LRU; two renders run at once, 64 wait,
 * more get 503. `Server-Timing` says whether the variant came from the cache
 * (`image;desc="cache"`) or was rendered for this request, and how long that
 * took; the first-screen pictures are rendered ahead (plugins/image-warmup.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_ENDPOINT,
  IMAGE_WIDTHS,
  isImageSource,
  MAX_IMAGE_WIDTH,
  PREVIEW_QUALITY,
  PREVIEW_WIDTH,
} from '../../src/lib/image-url.ts';
import {
  ImageTooLargeError,
  renderLimiter,
  RenderQueueFullError,
  renderVariant,
  singleFlight,
  VariantCache,
  type Rendered,
} from '../services/image-render.ts';
import { httpError } from '../services/project-page.ts';
import { MAX_INT, wholeNumber } from '../../src/schemas/whole-numbers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;
const CACHE_ENTRIES = 2000;

const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);
const WIDTH_ERROR = `Допустимая ширина: ${IMAGE_WIDTHS.join(', ')}`;

const imageQuerySchema = z.object({
  src: z.preprocess(
    last,
    z.string({ error: 'Укажите путь к изображению' }).refine(isImageSource, {
      error: 'Источник — путь к файлу в /media/files/ без «..»; внешние адреса не принимаются',
    }),
  ),
  w: z
    .preprocess(
      (value) => (last(value) === '' ? undefined : last(value)),
      wholeNumber(0, MAX_INT, WIDTH_ERROR)
        .refine((width) => width <= MAX_IMAGE_WIDTH, { error: `Ширина не больше ${MAX_IMAGE_WIDTH} px` })
        .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), { error: WIDTH_ERROR })
        .optional(),
    )
    .optional(),
  q: z.preprocess(
    (value) => (last(value) === '' || last(value) === undefined ? DEFAULT_IMAGE_QUALITY : last(value)),
    wholeNumber(1, 100, 'Качество — целое число от 1 до 100'),
  ),
  preview: z.preprocess(
    (value) => {
      const text = String(last(value) ?? '');
      if (text === '1' || text === 'true') return true;
      if (text === '0' || text === 'false' || text === '') return false;
      return text;
    },
    z.boolean({ error: 'Допустимые значения: 1, 0, true, false' }),
  ),
});

/** `image/webp` listed with a non-zero q (browsers that decode WebP say so). */
function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (type.trim() !== 'image/webp') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export default async function imageRoutes(app: FastifyInstance) {
  const cache = new VariantCache(CACHE_BYTES, CACHE_ENTRIES);
  const once = singleFlight<Rendered>();
  const limit = renderLimiter(2, 64);

  app.withTypeProvider<ZodTypeProvider>().get(
    IMAGE_ENDPOINT,
    {
      schema: { hide: true, querystring: imageQuerySchema },
      // The image is public and shared-cacheable: a session cookie must not ride along.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode < 400) reply.removeHeader('set-cookie');
        return payload;
      },
    },
    async (request, reply) => {
      const { src, w, q, preview } = request.query;
      // The media route is the one source of truth for files (table rows, layout plans) and caches them.
      const source = await app.inject({ method: 'GET', url: src });
      if (source.statusCode === 404) throw httpError(404, 'Изображение не найдено');
      if (source.statusCode !== 200) throw httpError(404, 'Изображение недоступно');
      const contentType = String(source.headers['content-type'] ?? '');
      if (!contentType.startsWith('image/')) throw httpError(400, 'Источник не является изображением');
      const body = source.rawPayload;
      if (body.length > MAX_SOURCE_BYTES) throw httpError(413, 'Исходное изображение слишком большое');

      const format = acceptsWebp(request.headers.accept) ? 'webp' : 'png';
      const spec = {
        width: w ?? (preview ? PREVIEW_WIDTH : undefined),
        quality: preview ? PREVIEW_QUALITY : q,
        preview,
        format,
      } as const;
      const version = String(source.headers.etag ?? createHash('sha256').update(body).digest('hex'));
      const key = [src, version, spec.width ?? 'auto', spec.quality, preview ? 'p' : '', format].join('|');
      const etag = `"i${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
      // Set on success only: a cached error would outlive its cause by a year.
      const cacheHeaders = () => reply.header('vary', 'Accept').header('cache-control', IMMUTABLE).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return cacheHeaders().status(304).send();

      let rendered = cache.get(key);
      if (rendered) reply.header('server-timing', 'image;desc="cache"');
      else {
        const started = performance.now();
        try {
          rendered = await once(key, async () => {
            const result = await limit(() => renderVariant(body, spec));
            cache.set(key, result);
            return result;
          });
        } catch (error) {
          if (error instanceof ImageTooLargeError) throw httpError(413, 'Исходное изображение слишком большое');
          if (error instanceof RenderQueueFullError) {
            // Sent here, not thrown: the error handler would log it as a server fault and hide the hint.
            return reply
              .status(503)
              .header('retry-after', '5')
              .send({ status: 503, message: 'Сервер занят, повторите запрос позже' });
          }
          request.log.warn({ err: error, src }, 'image render failed');
          throw httpError(400, 'Не удалось прочитать изображение');
        }
        reply.header('server-timing', `image;desc="render";dur=${(performance.now() - started).toFixed(1)}`);
      }
      return cacheHeaders().type(rendered.contentType).send(rendered.body);
    },
  );
}
