/**
 * `GET /api/admin/lots.csv` and `GET /api/admin/lots.xlsx`: every lot on the
 * site in the lots file's columns (services/lots-io/columns.ts), streamed as
 * an attachment named by today's Moscow date. The same file, edited, is what
 * `POST /api/admin/lots/import` takes back.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { moscowDay } from '../../html/render-key.ts';
import { csvExport, exportFileName, xlsxExport } from '../../services/lots-io/export-lots.ts';
import { XLSX_MIME } from '../../services/lots-io/xlsx.ts';

const refusals = { 401: apiErrorSchema, 429: apiErrorSchema };

/** The file, streamed: described for the OpenAPI document (a stream is sent as it is, never serialised). */
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string() } } });

function attachment(reply: FastifyReply, type: string, extension: 'csv' | 'xlsx', body: Readable) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${exportFileName(extension, moscowDay())}"`)
    .send(body);
}

export default async function adminLotsExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lots.csv',
    {
      schema: {
        summary: 'Все лоты сайта в CSV (UTF-8 с BOM, «;»): столбцы файла загрузки',
        produces: ['text/csv'],
        response: { 200: file('text/csv', 'Файл CSV'), ...refusals },
      },
    },
    async (_request, reply) => attachment(reply, 'text/csv; charset=utf-8', 'csv', csvExport(app.db)),
  );

  app.get(
    '/lots.xlsx',
    {
      schema: {
        summary: 'Все лоты сайта в XLSX (лист «Лоты»): столбцы файла загрузки',
        produces: [XLSX_MIME],
        response: { 200: file(XLSX_MIME, 'Файл XLSX'), ...refusals },
      },
    },
    async (_request, reply) => attachment(reply, XLSX_MIME, 'xlsx', xlsxExport(app.db)),
  );
}
