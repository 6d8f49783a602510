/**
 * `POST /api/uploads/`: one file (multipart field `file`) for a form that
 * attaches files (tender offers, CVs). Answers 201 `{ id, name, size,
 * content_type }`; the form then posts the id (`tender.files`, `vacancy.cv`)
 * and `POST /api/request/` attaches it, once.
 *
 * The type is judged by content (magic bytes, `services/uploads/sniff.ts`) and
 * must agree with the extension, which must be one of spec §9; the bytes go to
 * the private `UPLOAD_DIR` under a random name. Rate-limited per IP like forms.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatBytes } from '../../../src/lib/format/bytes.ts';
import { LEAD_MESSAGES } from '../../../src/schemas/leads.ts';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, uploadedFileSchema } from '../../../src/schemas/uploads.ts';
import { apiErrorSchema, type ApiError } from '../../../src/schemas/site.ts';
import { perIpLimit } from '../../plugins/rate-limit.ts';
import { cleanFileName, extensionOf, isAllowedExtension } from '../../services/uploads/file-name.ts';
import { sniffFile } from '../../services/uploads/sniff.ts';
import {
  ensureUploadDir,
  receiveFile,
  storeUpload,
  sweepUploads,
  type ReceivedFile,
} from '../../services/uploads/storage.ts';

const UPLOAD_FIELD = 'file';
export const UPLOAD_TOO_BIG = `Файл больше ${formatBytes(UPLOAD_MAX_BYTES)}`;

const fileError = (status: number, message: string): ApiError => ({
  status,
  message,
  errors: { [UPLOAD_FIELD]: { error_msg: message } },
});

/**
 * The limits of `@fastify/multipart` are all 413s with English text; each gets
 * its own Russian one, so 50 text fields are not called «a file too big».
 */
function limitRefusal(error: unknown): ApiError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileError(413, UPLOAD_TOO_BIG);
    case 'FST_FILES_LIMIT':
      return fileError(413, LEAD_MESSAGES.uploadTooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return fileError(413, LEAD_MESSAGES.uploadTooManyFields);
    default:
      return null;
  }
}

export default async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dir = app.config.UPLOAD_DIR;
  // Made on the first upload, so an app that never receives one leaves no folder behind.
  let dirReady: Promise<void> | null = null;
  const ensureDir = () =>
    (dirReady ??= ensureUploadDir(dir).catch((error: unknown) => {
      dirReady = null;
      throw error;
    }));
  // Only this plugin's routes parse multipart; elsewhere it stays an unsupported type.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.addHook('onReady', async () => {
    try {
      const swept = await sweepUploads(app.db, dir);
      if (swept > 0) app.log.info({ swept }, 'unattached uploads removed');
    } catch (error) {
      app.log.warn({ err: error }, 'upload sweep failed');
    }
  });

  app.post(
    '/uploads/',
    {
      config: { rateLimit: perIpLimit(app.config.FORMS_RATE_LIMIT, LEAD_MESSAGES.tooManyUploads) },
      schema: {
        tags: ['uploads'],
        summary: `Загрузить файл к заявке (multipart, поле ${UPLOAD_FIELD}; ${UPLOAD_EXTENSIONS.join(', ')}; до ${formatBytes(UPLOAD_MAX_BYTES)})`,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedFileSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.status(415).send(fileError(415, LEAD_MESSAGES.uploadNotMultipart));

      let upload: { name: string; extension: string; received: ReceivedFile } | null = null;
      try {
        // Read to the end: a second file or too many fields only show as the iterator's error after the first file.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== UPLOAD_FIELD) {
            part.file.resume();
            return reply.status(400).send(fileError(400, LEAD_MESSAGES.uploadMissing));
          }
          const name = cleanFileName(part.filename);
          const extension = extensionOf(name);
          if (!isAllowedExtension(extension)) {
            part.file.resume();
            return reply.status(400).send(fileError(400, LEAD_MESSAGES.uploadType));
          }
          await ensureDir();
          upload = { name, extension, received: await receiveFile(dir, part.file) };
          if (part.file.truncated) throw Object.assign(new Error('file truncated'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        }
      } catch (error) {
        await upload?.received.discard();
        const refusal = limitRefusal(error);
        if (refusal) return reply.status(413).send(refusal);
        request.log.warn({ err: error }, 'upload interrupted');
        return reply.status(400).send(fileError(400, LEAD_MESSAGES.uploadMissing));
      }
      if (!upload) return reply.status(400).send(fileError(400, LEAD_MESSAGES.uploadMissing));
      const { name, extension, received } = upload;
      if (received.size === 0) {
        await received.discard();
        return reply.status(400).send(fileError(400, LEAD_MESSAGES.uploadEmpty));
      }
      const sniffed = await sniffFile(received.tempPath).catch(() => null);
      if (!sniffed || !sniffed.extensions.includes(extension)) {
        await received.discard();
        request.log.info({ extension, sniffed: sniffed?.kind ?? null }, 'upload refused: content does not match');
        return reply.status(400).send(fileError(400, LEAD_MESSAGES.uploadType));
      }

      try {
        const file = await storeUpload(app.db, name, extension, received);
        await app.database.durable();
        request.log.info({ uploadId: file.id, size: received.size, kind: sniffed.kind }, 'file uploaded');
        return reply.status(201).send(file);
      } catch (error) {
        await received.discard();
        throw error;
      }
    },
  );
}
