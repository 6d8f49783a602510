/**
 * Text PostgreSQL cannot store (decision 028): U+0000 and lone UTF-16
 * surrogates in a lead, a query string, a path parameter, a page address or
 * a JSON key answered 500 (and stored nothing) on both databases. Now a 400
 * that names the field in Russian, the same on a retry, and nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, uploadedFiles } from '../../server/db/schema/visitors.ts';
import { LEAD_MESSAGES } from '../../src/schemas/leads.ts';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { INVALID_TEXT_MESSAGE } from '../../src/schemas/text-hygiene.ts';
import { Browser } from './helpers/browser.ts';
import { multipart, samplePdf } from './helpers/files.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedLots: 200 });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const lead = (extra: Record<string, unknown> = {}) => ({
  type: 'anti_corruption',
  idempotency_key: randomUUID(),
  site: 'severin-dev.ru/anti-corruption',
  yandex_token: DEV_CAPTCHA_TOKEN,
  consent: true,
  name: 'Анна',
  phone: '+7 (999) 123-45-67',
  email: 'anna@example.ru',
  message: 'Сообщаю о нарушении',
  ...extra,
});

/** The raw JSON: `JSON.stringify` would escape a lone surrogate the same way, but a NUL must reach the parser as `\u0000`. */
async function postRaw(v: Browser, json: string) {
  return v.call('POST', '/api/request/', Buffer.from(json), { headers: { 'content-type': 'application/json' } });
}

async function storedWithKey(key: string) {
  return testApp.app.db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, key));
}

const HOSTILE = { nul: 'a\\u0000b', high: 'x\\ud800', low: '\\udc00y', reversed: '\\udc00\\ud800' };

describe('POST /api/request/ with text PostgreSQL cannot store', () => {
  it.each(['name', 'message', 'email', 'phone', 'site', 'yandex_token'])(
    'refuses it in %s: 400 naming the field, nothing stored, the same on a retry',
    async (field) => {
      const v = await new Browser(testApp.app).init();
      for (const [kind, escaped] of Object.entries(HOSTILE)) {
        const body = lead();
        const json = JSON.stringify(body).replace(`"${field}":"`, `"${field}":"${escaped}`);
        for (const attempt of ['first', 'retry with the same key']) {
          const result = await postRaw(v, json);
          expect(result.status, `${kind}, ${attempt}`).toBe(400);
          expect(apiErrorSchema.parse(result.body)).toEqual({
            status: 400,
            message: LEAD_MESSAGES.validation,
            errors: { [field]: { error_msg: INVALID_TEXT_MESSAGE } },
          });
        }
        expect(await storedWithKey(body.idempotency_key), kind).toEqual([]);
      }
    },
  );

  it('refuses it in a nested value or a key, and still takes emoji and other control characters', async () => {
    const v = await new Browser(testApp.app).init();
    const nested = await postRaw(
      v,
      JSON.stringify({ ...lead(), type: 'tender', files: ['x'] }).replace('["x"]', '["\\u0000"]'),
    );
    expect(nested.body).toMatchObject({ errors: { files: { error_msg: INVALID_TEXT_MESSAGE } } });
    const key = await postRaw(v, JSON.stringify(lead()).replace('"message":', '"mess\\u0000age":"x","message":'));
    expect(key.status).toBe(400);
    expect(JSON.stringify(key.body)).not.toContain('\\u0000');
    const fine = await v.call('POST', '/api/request/', lead({ message: 'Табуляция\tи эмодзи 😀\u0001' }));
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });
});

describe('query strings, path parameters and addresses with %00', () => {
  it.each([
    ['/api/press/?category=a%00b', 'category'],
    ['/api/press/facets/?category=a%00b', 'category'],
    ['/api/press/specs/?category=a%00b', 'category'],
    ['/api/mortgage/?bank=a%00b', 'bank'],
    ['/api/mortgage/facets/?bank=a%00b', 'bank'],
    ['/api/mortgage/specs/?bank=a%00b', 'bank'],
    ['/api/projects/a%00b/', 'id'],
    ['/api/seo/pages/?slug=/a%00b', 'slug'],
    ['/api/projects/?utm_source=%00', 'utm_source'],
    ['/media/files/%00', 'path'],
    ['/media/files/a%00b.png', 'path'],
    ['/projects/a%00b', 'slug'],
    ['/news%00', 'path'],
  ])('%s → 400 on %s', async (url, field) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: `Некорректное значение: ${field}`,
      errors: { [field]: { error_msg: INVALID_TEXT_MESSAGE } },
    });
  });
});

describe('POST /api/uploads/ text', () => {
  it('cleans U+0000 out of a file name and ignores text fields, which are not kept', async () => {
    const v = await new Browser(testApp.app).init();
    const { payload, headers } = multipart([{ filename: 'рез\u0000юме.pdf', content: samplePdf() }], {
      note: 'a\u0000b',
    });
    const result = await v.call('POST', '/api/uploads/', payload, { headers });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const [row] = await testApp.app.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, String(result.body!.id)));
    expect(row!.originalName).toBe('резюме.pdf');
  });
});
