/**
 * `POST /api/uploads/` (decision 008): a file for a lead form goes up first,
 * as multipart field `file`, and the form then sends its id (`tender.files`,
 * `vacancy.cv`). The body is a `FormData`: `fetchBaseQuery` leaves it alone
 * (no JSON, no Content-Type), so the browser writes the multipart boundary
 * itself, and the base query still adds the CSRF header of a POST.
 *
 * `useFileUploader` is what `FormFileField` (src/ui/form) calls: one upload,
 * cancellable, with the server's refusal (400 wrong type, 413 too big, 429
 * too many) turned into the Russian message shown under the field. A stale
 * CSRF cookie (403) is renewed and the file sent once more. Files are not
 * queued offline (only lead bodies are, decision 011): without a connection
 * the field says at once that the file cannot be sent now.
 */
import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api/api';
import { LEAD_MESSAGES as SERVER_MESSAGES } from '@/schemas/leads';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '@/schemas/uploads';
import { FILE_MESSAGES, type FileUploader, type UploadResult } from '@/ui/form/form-file-field';
import { LEAD_MESSAGES } from './lead-texts';
import { renewCsrfCookie } from './use-lead-submit';

/** The multipart field the server reads (server/routes/api/uploads.ts `UPLOAD_FIELD`). */
const UPLOAD_FIELD = 'file';

export const UPLOAD_MESSAGES = {
  network: 'Не удалось загрузить файл. Проверьте соединение и попробуйте ещё раз.',
  server: 'Не удалось загрузить файл: сервер не ответил. Попробуйте ещё раз через несколько минут.',
  offline:
    'Нет подключения к интернету: файл нельзя отправить без связи. Подключитесь к сети и прикрепите файл ещё раз.',
} as const;

const isOffline = () => globalThis.navigator?.onLine === false;

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadedFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file, file.name);
        return { url: 'uploads/', method: 'POST', body };
      },
    }),
  }),
});

const { useUploadFileMutation } = uploadApi;

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, { error_msg?: unknown } | null | undefined>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The message for a refused upload, or 'session' for a stale CSRF cookie worth one more try. */
export function uploadErrorMessage(error: FetchBaseQueryError | SerializedError): string | 'session' {
  if (!('status' in error)) return UPLOAD_MESSAGES.server;
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
    return isOffline() ? UPLOAD_MESSAGES.offline : UPLOAD_MESSAGES.network;
  // A proxy in front may refuse a big body with its own HTML page.
  if (status === 'PARSING_ERROR')
    return error.originalStatus === 413 ? FILE_MESSAGES.tooBig(UPLOAD_MAX_BYTES) : UPLOAD_MESSAGES.server;
  if (typeof status !== 'number') return UPLOAD_MESSAGES.server;
  if (status === 403) return 'session';
  const body: ErrorBody = error.data && typeof error.data === 'object' ? (error.data as ErrorBody) : {};
  const message = text(body.errors?.[UPLOAD_FIELD]?.error_msg) ?? text(body.message);
  if (status === 413) return message ?? FILE_MESSAGES.tooBig(UPLOAD_MAX_BYTES);
  if (status === 429) return message ?? SERVER_MESSAGES.tooManyUploads;
  if (status >= 500) return UPLOAD_MESSAGES.server;
  return message ?? UPLOAD_MESSAGES.server;
}

/** One upload for `FormFileField`; never rejects. */
export function useFileUploader(): FileUploader {
  const [uploadFile] = useUploadFileMutation();
  return useCallback(
    async (file, signal): Promise<UploadResult> => {
      if (isOffline()) return { ok: false, message: UPLOAD_MESSAGES.offline };
      for (let attempt = 0; ; attempt += 1) {
        const request = uploadFile(file);
        const abort = () => request.abort();
        signal.addEventListener('abort', abort);
        const result = await request.finally(() => signal.removeEventListener('abort', abort));
        if (result.data)
          return { ok: true, file: { id: result.data.id, name: result.data.name, size: result.data.size } };
        const message = uploadErrorMessage(result.error);
        if (message !== 'session') return { ok: false, message };
        if (attempt > 0 || signal.aborted) return { ok: false, message: LEAD_MESSAGES.session };
        await renewCsrfCookie();
      }
    },
    [uploadFile],
  );
}
