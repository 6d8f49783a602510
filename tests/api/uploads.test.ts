/** `POST /api/uploads/` (decision 008): files for lead forms, typed by content, stored privately under random names. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../server/db/schema/visitors.ts';
import { UPLOAD_TOO_BIG } from '../../server/routes/api/uploads.ts';
import { bufferSource, sniff } from '../../server/services/uploads/sniff.ts';
import { sweepUploads, UPLOAD_TTL_MS } from '../../server/services/uploads/storage.ts';
import { formatBytes } from '../../src/lib/format/bytes.ts';
import { LEAD_MESSAGES } from '../../src/schemas/leads.ts';
import { UPLOAD_MAX_BYTES, uploadedFileSchema } from '../../src/schemas/uploads.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { Browser } from './helpers/browser.ts';
import { multipart, sampleDocx, sampleExe, samplePdf, samplePng, uploadFile, zipOf } from './helpers/files.ts';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
const browser = () => new Browser(testApp.app).init();

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const TYPE_ERROR = 'Недопустимый тип файла. Подойдут: pdf, png, jpg, jpeg, tiff, xls, xlsx, doc, docx, ppt, pptx';

describe('sniff (by content)', () => {
  it('knows each accepted family and refuses the rest', async () => {
    const kind = async (bytes: Buffer) => (await sniff(bufferSource(bytes)))?.kind ?? null;
    expect(await kind(samplePdf())).toBe('pdf');
    expect(await kind(samplePng())).toBe('png');
    expect(await kind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(await kind(Buffer.from('II*\0xxxx', 'latin1'))).toBe('tiff');
    expect(await kind(Buffer.from('MM\0*xxxx', 'latin1'))).toBe('tiff');
    expect(
      await kind(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)])),
    ).toBe('ole2');
    expect(await kind(sampleDocx())).toBe('docx');
    expect(await kind(zipOf({ '[Content_Types].xml': '<x/>', 'xl/workbook.xml': '<x/>' }))).toBe('xlsx');
    expect(await kind(zipOf({ '[Content_Types].xml': '<x/>', 'ppt/presentation.xml': '<x/>' }))).toBe('pptx');
    // A plain archive, or a docx without its content-types part, is not an office file.
    expect(await kind(zipOf({ 'word/document.xml': '<x/>' }))).toBeNull();
    expect(await kind(zipOf({ 'readme.txt': 'hello' }))).toBeNull();
    expect(await kind(sampleDocx().subarray(0, 60))).toBeNull();
    expect(await kind(sampleExe())).toBeNull();
    expect(await kind(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(await kind(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/uploads/', () => {
  it('accepts a real PDF: 201, random storage name, sha256 recorded, bytes outside the web root', async () => {
    const v = await browser();
    const bytes = samplePdf();
    const result = await uploadFile(v, {
      filename: '../../Резюме Иванова.pdf',
      content: bytes,
      contentType: 'application/pdf',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const file = uploadedFileSchema.parse(result.body);
    expect(file).toMatchObject({ name: 'Резюме Иванова.pdf', size: bytes.length, content_type: 'application/pdf' });

    const [row] = await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    expect(row).toMatchObject({
      submissionId: null,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
    });
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.storageKey).not.toContain('Иванова');
    const dir = testApp.app.config.UPLOAD_DIR;
    expect(readFileSync(path.join(dir, row!.storageKey)).equals(bytes)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('accepts a PNG, a JPEG named .jpg, and a docx', async () => {
    const v = await browser();
    expect((await uploadFile(v, { filename: 'plan.PNG', content: samplePng() })).body).toMatchObject({
      content_type: 'image/png',
    });
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100), Buffer.from([0xff, 0xd9])]);
    expect((await uploadFile(v, { filename: 'photo.jpg', content: jpeg })).status).toBe(201);
    const docx = await uploadFile(v, { filename: 'cv.docx', content: sampleDocx() });
    expect(docx.status).toBe(201);
    expect(docx.body?.content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses by content: a PNG named .pdf, an .exe renamed, an .exe as is, a zip named .docx', async () => {
    const v = await browser();
    const before = (await testApp.app.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).length;
    for (const file of [
      { filename: 'offer.pdf', content: samplePng(), contentType: 'application/pdf' },
      { filename: 'cv.pdf', content: sampleExe(), contentType: 'application/pdf' },
      { filename: 'cv.docx', content: sampleExe() },
      { filename: 'setup.exe', content: sampleExe() },
      { filename: 'noextension', content: samplePdf() },
      { filename: 'cv.docx', content: zipOf({ 'readme.txt': 'hi' }) },
      { filename: 'cv.xlsx', content: sampleDocx() },
    ]) {
      const result = await uploadFile(v, file);
      expect(result.status, file.filename).toBe(400);
      expect(apiErrorSchema.parse(result.body)).toEqual({
        status: 400,
        message: TYPE_ERROR,
        errors: { file: { error_msg: TYPE_ERROR } },
      });
    }
    expect((await testApp.app.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).length).toBe(before);
    expect(readdirSync(testApp.app.config.UPLOAD_DIR).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('answers 413 in Russian units for a file over the limit and keeps nothing', async () => {
    const v = await browser();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const result = await uploadFile(v, { filename: 'big.pdf', content: big });
    expect(result.status).toBe(413);
    expect(UPLOAD_TOO_BIG).toBe(`Файл больше ${formatBytes(UPLOAD_MAX_BYTES)}`);
    expect(result.body?.message).toMatch(/^Файл больше 10\sМБ$/);
    expect(readdirSync(testApp.app.config.UPLOAD_DIR).filter((name) => name.endsWith('.part'))).toEqual([]);
    // Exactly at the limit is fine.
    const exact = Buffer.concat([samplePdf(), Buffer.alloc(UPLOAD_MAX_BYTES - samplePdf().length)]);
    expect((await uploadFile(v, { filename: 'exact.pdf', content: exact })).status).toBe(201);
  });

  it('answers 4xx, never 5xx, for broken requests', async () => {
    const v = await browser();
    const noFile = multipart([], { name: 'x' });
    expect((await v.call('POST', '/api/uploads/', noFile.payload, { headers: noFile.headers })).status).toBe(400);
    const otherField = multipart([{ field: 'cv', filename: 'cv.pdf', content: samplePdf() }]);
    expect(
      (await v.call('POST', '/api/uploads/', otherField.payload, { headers: otherField.headers })).body?.message,
    ).toBe(LEAD_MESSAGES.uploadMissing);
    const two = multipart([
      { filename: 'a.pdf', content: samplePdf() },
      { filename: 'b.pdf', content: samplePdf() },
    ]);
    const twoResult = await v.call('POST', '/api/uploads/', two.payload, { headers: two.headers });
    expect(twoResult.status).toBeLessThan(500);
    expect((await v.call('POST', '/api/uploads/', { file: 'x' })).status).toBe(415);
    const broken = await v.call(
      'POST',
      '/api/uploads/',
      Buffer.from('--xx\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-'),
      {
        headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      },
    );
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const noBoundary = await v.call('POST', '/api/uploads/', Buffer.from('x'), {
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBeGreaterThanOrEqual(400);
    expect(noBoundary.status).toBeLessThan(500);
    const empty = await uploadFile(v, { filename: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty).toMatchObject({ status: 400, body: { message: LEAD_MESSAGES.uploadEmpty } });
  });

  it('answers each multipart limit with its own message: too many fields, a second file, a file too big', async () => {
    const v = await browser();
    const post = async (files: Parameters<typeof multipart>[0], fields: Record<string, string> = {}) => {
      const { payload, headers } = multipart(files, fields);
      return v.call('POST', '/api/uploads/', payload, { headers });
    };
    const pdf = { filename: 'a.pdf', content: samplePdf() };
    const fields = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, 'x']));
    for (const result of [await post([pdf], fields(50)), await post([], fields(50)), await post([pdf], fields(6))]) {
      expect(result.body).toEqual({
        status: 413,
        message: 'Слишком много полей в форме',
        errors: { file: { error_msg: 'Слишком много полей в форме' } },
      });
    }
    const two = await post([pdf, { filename: 'b.pdf', content: samplePdf() }]);
    expect(two.body).toMatchObject({ status: 413, message: 'Можно загрузить только один файл за раз' });
    expect(LEAD_MESSAGES.uploadTooManyFiles).toBe('Можно загрузить только один файл за раз');
    expect((await post([pdf], fields(5))).status).toBe(201);
    expect(readdirSync(testApp.app.config.UPLOAD_DIR).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('needs the CSRF token', async () => {
    const v = await browser();
    expect((await uploadFile(v, { filename: 'a.pdf', content: samplePdf() }, { csrf: false })).status).toBe(403);
  });

  it('limits uploads per IP with a Russian 429', async () => {
    const limited = await buildTestApp(testApp.database, { env: { FORMS_RATE_LIMIT: '2' } });
    try {
      const v = await new Browser(limited.app).init();
      expect((await uploadFile(v, { filename: 'a.pdf', content: samplePdf() })).status).toBe(201);
      expect((await uploadFile(v, { filename: 'a.pdf', content: samplePdf() })).status).toBe(201);
      const third = await uploadFile(v, { filename: 'a.pdf', content: samplePdf() });
      expect(third).toMatchObject({ status: 429, body: { status: 429, message: LEAD_MESSAGES.tooManyUploads } });
      expect(
        (await uploadFile(v, { filename: 'a.pdf', content: samplePdf() }, { remoteAddress: '10.1.2.3' })).status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('sweeps uploads never attached within a day', async () => {
    const v = await browser();
    const result = await uploadFile(v, { filename: 'old.pdf', content: samplePdf() });
    const id = String(result.body?.id);
    const [row] = await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    const file = path.join(testApp.app.config.UPLOAD_DIR, row!.storageKey);
    expect(existsSync(file)).toBe(true);
    expect(await sweepUploads(testApp.app.db, testApp.app.config.UPLOAD_DIR, Date.now())).toBe(0);
    expect(
      await sweepUploads(testApp.app.db, testApp.app.config.UPLOAD_DIR, Date.now() + UPLOAD_TTL_MS + 60_000),
    ).toBeGreaterThan(0);
    expect(await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id))).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });
});
