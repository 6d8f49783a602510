/**
 * `POST /api/admin/lots/import?dry_run=1&mode=partial|full&absent=sold|hidden`:
 * the lots file itself as the body (`text/csv`, the XLSX type, or
 * `application/octet-stream`; the format is told by the bytes, an XLSX being
 * a zip). Answers the report of src/schemas/lots-import.ts: 200 when applied
 * (or, for a dry run, when it would apply), 422 with every row error when
 * refused, nothing written. After an import the catalogue is updated before
 * the answer, so the site already shows what the report says.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lotsImportQuerySchema, lotsImportReportSchema } from '../../../src/schemas/lots-import.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { importLots, LOTS_FILE_MAX_BYTES, publishImport } from '../../services/lots-io/import-lots.ts';
import { XLSX_MIME } from '../../services/lots-io/xlsx.ts';

const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  XLSX_MIME,
  'application/octet-stream',
];

export default async function adminLotsImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The raw bytes: the lots reader tells CSV from XLSX and decodes the text itself.
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: LOTS_FILE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/lots/import',
    {
      bodyLimit: LOTS_FILE_MAX_BYTES,
      schema: {
        summary: 'Загрузить лоты из CSV или XLSX (тело запроса — файл); dry_run=1 — только проверить',
        consumes: FILE_TYPES,
        querystring: lotsImportQuerySchema,
        response: {
          200: lotsImportReportSchema,
          422: lotsImportReportSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { dry_run: dryRun, mode, absent } = request.query;
      // JSON and forms have parsers of their own and arrive parsed: not a file.
      if (request.body !== undefined && !Buffer.isBuffer(request.body)) {
        return reply.status(415).send({
          status: 415,
          message: `Отправьте файл CSV или XLSX телом запроса (Content-Type: ${FILE_TYPES.join(', ')})`,
        });
      }
      const bytes = request.body ?? Buffer.alloc(0);
      const started = performance.now();
      const outcome = await importLots(app.db, bytes, { dryRun, mode, absent });
      // Only a scheduled pull skips a turn; an upload waits for the lock. Said all the same, should that change.
      if (outcome.status === 'busy')
        return reply.status(409).send({ status: 409, message: 'Идёт другая загрузка лотов: повторите позже' });
      const { report } = outcome;
      request.log.info(
        {
          dryRun,
          mode,
          absent,
          bytes: bytes.length,
          rows: report.rows,
          added: report.added,
          changed: report.changed,
          removed: report.removed,
          errors: report.errors_total,
          ms: Math.round(performance.now() - started),
        },
        `lots import ${outcome.status}`,
      );
      if (outcome.status === 'refused') return reply.status(422).send(report);
      if (outcome.status === 'applied') {
        await publishImport(app.database, outcome.applied, (error) =>
          request.log.warn({ err: error }, 'catalogue update after import failed'),
        );
      }
      return report;
    },
  );
}
