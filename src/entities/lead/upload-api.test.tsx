import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { LEAD_MESSAGES as SERVER_MESSAGES } from '@/schemas/leads';
import { LEAD_MESSAGES } from './lead-texts';
import { UPLOAD_MESSAGES, uploadErrorMessage, useFileUploader } from './upload-api';

const NBSP = '\u00a0';
const UPLOADED = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  name: 'cv.pdf',
  size: 5,
  content_type: 'application/pdf',
};

interface Seen {
  path: string;
  method: string;
  contentType: string | null;
  csrf: string | null;
  file: File | null;
}

/** Answers `/api/uploads/` from the script (the last answer repeats); records what arrived. */
function stubUploads(script: Array<{ status: number; body?: unknown } | 'network'>) {
  const seen: Seen[] = [];
  let index = 0;
  vi.stubGlobal('fetch', async (request: Request | string) => {
    const input = typeof request === 'string' ? new Request(new URL(request, 'http://localhost')) : request;
    const path = new URL(input.url).pathname;
    if (path !== '/api/uploads/') {
      seen.push({ path, method: input.method, contentType: null, csrf: null, file: null });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    const form = await input.clone().formData();
    seen.push({
      path,
      method: input.method,
      contentType: input.headers.get('content-type'),
      csrf: input.headers.get('x-csrftoken'),
      file: form.get('file') as File | null,
    });
    const answer = script[Math.min(index, script.length - 1)]!;
    index += 1;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return seen;
}

function uploader() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useFileUploader(), { wrapper }).result.current;
}

const pdf = () => new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' });

describe('useFileUploader', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=token-1';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('posts the file as multipart field «file» with the CSRF header, leaving the boundary to the browser', async () => {
    const seen = stubUploads([{ status: 201, body: UPLOADED }]);
    const result = await uploader()(pdf(), new AbortController().signal);
    expect(result).toEqual({ ok: true, file: { id: UPLOADED.id, name: 'cv.pdf', size: 5 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ path: '/api/uploads/', method: 'POST', csrf: 'token-1' });
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.file?.name).toBe('cv.pdf');
    expect(seen[0]!.file?.size).toBe(5);
  });

  it('shows the server refusals (400 type, 413 size, 429) in its words', async () => {
    const typeError = {
      status: 400,
      message: SERVER_MESSAGES.uploadType,
      errors: { file: { error_msg: SERVER_MESSAGES.uploadType } },
    };
    stubUploads([{ status: 400, body: typeError }]);
    expect(await uploader()(pdf(), new AbortController().signal)).toEqual({
      ok: false,
      message: SERVER_MESSAGES.uploadType,
    });

    const tooBig = `Файл больше 10${NBSP}МБ`;
    stubUploads([{ status: 413, body: { status: 413, message: tooBig, errors: { file: { error_msg: tooBig } } } }]);
    expect(await uploader()(pdf(), new AbortController().signal)).toEqual({ ok: false, message: tooBig });

    stubUploads([{ status: 429, body: { status: 429, message: SERVER_MESSAGES.tooManyUploads } }]);
    expect(await uploader()(pdf(), new AbortController().signal)).toEqual({
      ok: false,
      message: SERVER_MESSAGES.tooManyUploads,
    });
  });

  it('renews a stale CSRF cookie once and sends the file again', async () => {
    const seen = stubUploads([
      { status: 403, body: { status: 403, message: 'CSRF' } },
      { status: 201, body: UPLOADED },
    ]);
    const result = await uploader()(pdf(), new AbortController().signal);
    expect(result.ok).toBe(true);
    expect(seen.map((call) => call.path)).toEqual(['/api/uploads/', '/api/health/', '/api/uploads/']);

    stubUploads([{ status: 403, body: {} }]);
    expect(await uploader()(pdf(), new AbortController().signal)).toEqual({
      ok: false,
      message: LEAD_MESSAGES.session,
    });
  });

  it('says when the connection is lost', async () => {
    stubUploads(['network']);
    expect(await uploader()(pdf(), new AbortController().signal)).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.network,
    });
  });

  it('says at once that a file cannot be sent offline, without trying', async () => {
    const seen = stubUploads([{ status: 201, body: UPLOADED }]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await uploader()(pdf(), new AbortController().signal)).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.offline,
    });
    expect(seen).toHaveLength(0);
    expect(uploadErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(UPLOAD_MESSAGES.offline);
  });
});

describe('uploadErrorMessage', () => {
  it('reads a proxy 413 page and hides 5xx details', () => {
    expect(uploadErrorMessage({ status: 'PARSING_ERROR', originalStatus: 413, data: '<html>', error: 'x' })).toBe(
      `Файл больше 10${NBSP}МБ`,
    );
    expect(uploadErrorMessage({ status: 413, data: null })).toBe(`Файл больше 10${NBSP}МБ`);
    expect(uploadErrorMessage({ status: 500, data: { message: 'stack' } })).toBe(UPLOAD_MESSAGES.server);
    expect(uploadErrorMessage({ status: 415, data: { message: SERVER_MESSAGES.uploadNotMultipart } })).toBe(
      SERVER_MESSAGES.uploadNotMultipart,
    );
    expect(uploadErrorMessage({ name: 'AbortError', message: 'Aborted' })).toBe(UPLOAD_MESSAGES.server);
  });
});
