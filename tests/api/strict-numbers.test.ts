/**
 * Ids and other whole numbers are taken as a JSON integer or its decimal
 * digits, nothing coerced (decision 028): `lot: true` used to become lot 1,
 * and `"0x3783"`, `"1e4"`, `[14211]` were accepted as lot ids, in leads,
 * favourites and comparison bodies, query strings and path parameters.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../../server/db/schema/lots.ts';
import { formSubmissions } from '../../server/db/schema/visitors.ts';
import { FIELD_MESSAGES } from '../../src/schemas/lead-fields.ts';
import { LEAD_MESSAGES } from '../../src/schemas/leads.ts';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { Browser } from './helpers/browser.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let lotId = 0;

beforeAll(async () => {
  testApp = await createTestApp({ seedLots: 200 });
  const [first] = await testApp.app.db
    .select({ id: lots.id })
    .from(lots)
    .where(eq(lots.status, 'free'))
    .orderBy(asc(lots.id))
    .limit(1);
  lotId = first!.id;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const callback = (lot: unknown) => ({
  type: 'callback',
  idempotency_key: randomUUID(),
  site: 'severin-dev.ru/lots',
  yandex_token: DEV_CAPTCHA_TOKEN,
  consent: true,
  name: 'Анна',
  phone: '+7 (999) 123-45-67',
  lot,
});

/** Values `z.coerce.number()` turned into some lot id. */
const COERCED = (id: number) => [true, `0x${id.toString(16)}`, `${id / 10}e1`, [id], ` ${id}`, `${id}.0`, `+${id}`];

describe('lead ids', () => {
  it('refuses what is not an integer or its digits: 400 on the field, nothing stored', async () => {
    const v = await new Browser(testApp.app).init();
    for (const lot of [...COERCED(1), ...COERCED(lotId), '', false, null, { id: lotId }]) {
      const body = callback(lot);
      const result = await v.call('POST', '/api/request/', body);
      expect(result.status, JSON.stringify(lot)).toBe(400);
      expect(result.body, JSON.stringify(lot)).toEqual({
        status: 400,
        message: LEAD_MESSAGES.validation,
        errors: { lot: { error_msg: FIELD_MESSAGES.format } },
      });
      const rows = await testApp.app.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.idempotencyKey, body.idempotency_key));
      expect(rows).toEqual([]);
    }
  });

  it('takes the integer and its digits, as the forms send them', async () => {
    const v = await new Browser(testApp.app).init();
    for (const lot of [lotId, String(lotId)]) {
      const result = await v.call('POST', '/api/request/', callback(lot));
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      const [row] = await testApp.app.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, Number(result.body!.id)));
      expect(row!.payload.lot).toBe(lotId);
    }
    const visit = await v.call('POST', '/api/request/', {
      ...callback(undefined),
      type: 'visit',
      date: '01/01/2000',
      time: '12:00',
      project: '0x1',
    });
    expect(visit.body?.errors).toMatchObject({ project: { error_msg: FIELD_MESSAGES.format } });
  });
});

describe('favourites and comparison', () => {
  it.each(['/api/favorites/', '/api/comparison/'])(
    '%s refuses a coerced property and takes the id or its digits',
    async (url) => {
      const v = await new Browser(testApp.app).init();
      for (const property of COERCED(lotId)) {
        const result = await v.call('POST', url, { property });
        expect(result.status, JSON.stringify(property)).toBe(400);
        expect(result.body?.errors, JSON.stringify(property)).toEqual({
          property: { error_msg: 'Номер лота — целое положительное число' },
        });
      }
      expect((await v.call('POST', url, { property: String(lotId) })).status).toBe(201);
      expect((await v.call('POST', url, { property: lotId })).status).toBe(200);
      expect((await v.call('DELETE', `${url}0x${lotId.toString(16)}/`)).status).toBe(400);
    },
  );
});

describe('query strings and path parameters', () => {
  it.each([
    `/api/apartments/0x${(1).toString(16)}/`,
    '/api/apartments/1e0/',
    '/api/press/?page=0x1',
    '/api/press/?project=1e0',
    '/api/projects/?page_size=0x5',
    '/api/apartments/?floor_min=0x1',
    '/api/apartments/?price_min=1e6',
    '/api/apartments/?page=%201',
    '/api/articles/?kind=news&page=0x1',
    '/api/mortgage/?term_months=1e1',
    '/api/mortgage/?amount=0x10',
  ])('%s → 400', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^Некорректное значение: /);
  });

  it('still reads plain numbers, negative floors and fractions', async () => {
    for (const url of [
      '/api/apartments/?floor_min=-1&price_min=1000000.5&page=1',
      '/api/press/?page=1&page_size=12',
      `/api/apartments/${lotId}/`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeLessThan(400);
    }
  });
});
