/**
 * PDF lot sheets for links shared by e-mail or messenger (issue 7):
 * `GET /pdf/lots/{id}.pdf` and `GET /pdf/lots.pdf?ids=1,2,3`. The document is
 * the browser's own (`pdf/`), rendered here with the plan rasterised to PNG.
 * ETag = document version + each lot's version + the Moscow day, so a
 * revalidation is answered 304 before any render; renders run two at a time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_URL_PREFIX } from '../db/schema/site.ts';
import { conditionalGet, etagFor, sendNotModified } from '../plugins/etag.ts';
import { loadLotDetails, loadSheetContext, sheetVersionParts } from '../services/pdf/lot-sheet-source.ts';
import { createPlanCache } from '../services/pdf/plan-raster.ts';
import { createRenderLimit } from '../services/pdf/render-limit.ts';
import { PDF_DOCUMENT_VERSION, renderLotSheets } from '../services/pdf/render-lot-sheets.ts';
import { pdfLotsQuerySchema } from '../../src/schemas/pdf.ts';
import type { LotDetail } from '../../src/schemas/lots.ts';
import type { LotSheetInput } from '../../pdf/lot-sheet-types.ts';

/** Shared copies are fine (no personal data) but must be revalidated: prices change. */
const PDF_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/**
 * A PDF runs no script; the site's CSP (object-src 'none', frame-ancestors
 * 'none') would only keep browsers' built-in viewers from showing it.
 */
const PDF_CSP = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const RENDER_CONCURRENCY = 2;
const FILE_RE = /^([1-9]\d{0,9})\.pdf$/;

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name (lot numbers may hold «М-12»). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\w.-]/g, '_');
  const header = `inline; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function notFound(reply: FastifyReply) {
  // A link opened from a messenger: a readable line, the same shape as other missing files.
  return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Лот не найден');
}

export default async function pdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = createRenderLimit(RENDER_CONCURRENCY);
  // Plans come through the media route, exactly as the browser gets them.
  const planImage = createPlanCache(async (url) => {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 && /svg/.test(String(response.headers['content-type']))
      ? response.rawPayload
      : null;
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, lots: LotDetail[], fileName: string) {
    const context = await loadSheetContext(app.db, new Date());
    const etag = etagFor(PDF_DOCUMENT_VERSION, ...lots.flatMap((lot) => sheetVersionParts(lot, context)));
    if (conditionalGet(request, reply, etag, PDF_CACHE_CONTROL)) return sendNotModified(reply);
    const origin = app.config.PUBLIC_ORIGIN;
    const sheets: LotSheetInput[] = await Promise.all(
      lots.map(async (lot) => ({ lot, plan: await planImage(lot.plan), pageUrl: new URL(lot.url, origin).href })),
    );
    const title = lots.length === 1 ? undefined : `Лоты: ${lots.map((lot) => `№ ${lot.number}`).join(', ')}`;
    const body = await limit(() => renderLotSheets(sheets, context, title));
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(fileName))
      .header('content-security-policy', PDF_CSP)
      .send(body);
  }

  app.get(
    '/pdf/lots/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = FILE_RE.exec(request.params.file);
      const id = match ? Number(match[1]) : NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) return notFound(reply);
      const [lot] = await loadLotDetails(app.db, [id]);
      if (!lot) return notFound(reply);
      return answer(request, reply, [lot], `lot-${lot.number}.pdf`);
    },
  );

  app.get('/pdf/lots.pdf', { schema: { hide: true, querystring: pdfLotsQuerySchema } }, async (request, reply) => {
    const lots = await loadLotDetails(app.db, request.query.ids);
    if (lots.length === 0) return notFound(reply);
    return answer(request, reply, lots, lots.length === 1 ? `lot-${lots[0].number}.pdf` : `lots-${lots.length}.pdf`);
  });
}
