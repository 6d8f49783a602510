/**
 * `POST /api/request/` (spec §5, §7, §8; decision 008): every lead form, Russian
 * field errors, idempotency, the newsletter's «already used», references and
 * attached uploads, CSRF, the per-IP limit and the captcha on, off and down.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenders, vacancies } from '../../server/db/schema/company.ts';
import { lots } from '../../server/db/schema/lots.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { formSubmissions, uploadedFiles } from '../../server/db/schema/visitors.ts';
import { VISITOR_COOKIE } from '../../server/plugins/visitor.ts';
import { FIELD_MESSAGES } from '../../src/schemas/lead-fields.ts';
import {
  EMAIL_ALREADY_USED,
  LEAD_MESSAGES,
  LEAD_TYPES,
  leadAcceptedSchema,
  type LeadInput,
  type LeadType,
} from '../../src/schemas/leads.ts';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { Browser } from './helpers/browser.ts';
import { samplePdf, uploadFile } from './helpers/files.ts';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
const refs = { lot: 0, project: 0, tender: 0, vacancy: 0 };

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.app.db;
  refs.lot = (await db.select({ id: lots.id }).from(lots).orderBy(asc(lots.id)).limit(1))[0]!.id;
  refs.project = (
    await db.select({ id: projects.id }).from(projects).where(eq(projects.isPublished, true)).limit(1)
  )[0]!.id;
  refs.tender = (await db.select({ id: tenders.id }).from(tenders).limit(1))[0]!.id;
  refs.vacancy = (
    await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.isPublished, true)).limit(1)
  )[0]!.id;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const browser = (app = testApp.app) => new Browser(app).init();

/** A visit date two days ahead, as the form's mask writes it. */
function visitDate(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + 2 * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}

let emailCounter = 0;
const uniqueEmail = () => `buyer${Date.now()}${(emailCounter += 1)}@example.ru`;

/** A valid filled form of each type (files and CV are added by the tests that upload them). */
function sample(type: LeadType): Record<string, unknown> {
  const common = {
    idempotency_key: randomUUID(),
    site: 'severin-dev.ru/projects/severny',
    yandex_token: DEV_CAPTCHA_TOKEN,
    consent: true,
  };
  const person = { name: 'Анна', phone: '+7 (999) 123-45-67', email: uniqueEmail() };
  const partnership = { ...common, ...person, company: 'ООО «Ромашка»', comment: 'Хотим сотрудничать' };
  switch (type) {
    case 'mailing':
      return { type, ...common, name: 'Анна Иванова', email: uniqueEmail() };
    case 'callback':
      return { type, ...common, name: person.name, phone: person.phone, lot: refs.lot, comment: 'Перезвоните вечером' };
    case 'visit':
      return {
        type,
        ...common,
        name: person.name,
        phone: person.phone,
        date: visitDate(),
        time: '12:30',
        project: refs.project,
      };
    case 'lot_booking':
      return { type, ...common, ...person, lot: refs.lot };
    case 'partnership_brokers':
      return { type, ...partnership, inn: '7701234567' };
    case 'partnership_investors':
      return { type, ...partnership };
    case 'partnership_landowners':
      return { type, ...partnership, location: 'Московская область, деревня Сосновка', area: '2 га' };
    case 'tender':
      return { type, ...common, ...person, tender: refs.tender, company: 'ООО «Фасад»', inn: '7701234567' };
    case 'vacancy':
      return { type, ...common, ...person, vacancy: refs.vacancy, city: 'Москва', cv: randomUUID() };
    case 'anti_corruption':
      return { type, ...common, message: 'Сообщаю о нарушении' };
  }
}

async function uploadPdf(v: Browser): Promise<string> {
  const result = await uploadFile(v, { filename: 'cv.pdf', content: samplePdf() });
  expect(result.status).toBe(201);
  return String(result.body!.id);
}

async function storedLead(id: number) {
  const [row] = await testApp.app.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
  return row!;
}

const post = (v: Browser, body: unknown, options?: Parameters<Browser['call']>[3]) =>
  v.call('POST', '/api/request/', body, options);

describe('POST /api/request/: each form', () => {
  it.each(LEAD_TYPES)('accepts a valid %s lead: 201, stored pending before the answer', async (type) => {
    const v = await browser();
    const body = sample(type);
    if (type === 'vacancy') body.cv = await uploadPdf(v);
    if (type === 'tender') body.files = [await uploadPdf(v), await uploadPdf(v)];
    const result = await post(v, body);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const accepted = leadAcceptedSchema.parse(result.body);
    expect(accepted).toMatchObject({ type, duplicate: false });

    const row = await storedLead(accepted.id);
    expect(row).toMatchObject({
      type,
      idempotencyKey: body.idempotency_key,
      pageUrl: 'severin-dev.ru/projects/severny',
      deliveryStatus: 'pending',
      visitorId: null,
    });
    expect(row.payload).toMatchObject({ captcha: 'off' });
    expect(row.payload).not.toHaveProperty('yandex_token');
    if ('phone' in body) expect(row.payload.phone).toBe(body.phone);
    if (type === 'vacancy' || type === 'tender') {
      const files = await testApp.app.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.submissionId, accepted.id));
      expect(files.length).toBe(type === 'tender' ? 2 : 1);
    }
    expect(v.cookies[VISITOR_COOKIE], 'a lead creates no visitor identity').toBeUndefined();
  });

  it('records the visitor when the cookie exists', async () => {
    const v = await browser();
    const [lot] = await testApp.app.db.select({ id: lots.id }).from(lots).where(eq(lots.status, 'free')).limit(1);
    expect((await v.call('POST', '/api/favorites/', { property: lot!.id })).status).toBe(201);
    const visitor = v.cookies[VISITOR_COOKIE]!.split('.')[0];
    const result = await post(v, sample('callback'));
    expect(result.status).toBe(201);
    expect((await storedLead(Number(result.body!.id))).visitorId).toBe(visitor);
  });
});

describe('POST /api/request/: validation in Russian', () => {
  it('names the field: phone format, consent, required name, email, time, date', async () => {
    const v = await browser();
    const bad = await post(v, { ...sample('callback'), phone: '89991234567', consent: false, name: '' });
    expect(bad.status).toBe(400);
    const error = apiErrorSchema.parse(bad.body);
    expect(error.message).toBe('Проверьте поля формы');
    expect(error.errors).toMatchObject({
      phone: { error_msg: 'Неверный формат' },
      consent: { error_msg: FIELD_MESSAGES.consent },
      name: { error_msg: FIELD_MESSAGES.required },
    });

    const noConsent = { ...sample('mailing') };
    delete noConsent.consent;
    expect((await post(v, noConsent)).body?.errors).toHaveProperty('consent');

    const mixed = await post(v, { ...sample('callback'), name: 'Annа' });
    expect(mixed.body?.errors).toMatchObject({ name: { error_msg: FIELD_MESSAGES.oneLayout } });
    const email = await post(v, { ...sample('mailing'), email: 'not-an-email' });
    expect(email.body?.errors).toMatchObject({ email: { error_msg: 'Неверный формат' } });
    // The newsletter's «Имя и фамилия»: a first name alone is refused with the form's own message.
    const firstNameOnly = await post(v, { ...sample('mailing'), name: 'Иван' });
    expect(firstNameOnly.status).toBe(400);
    expect(firstNameOnly.body?.errors).toEqual({ name: { error_msg: FIELD_MESSAGES.fullName } });
    const time = await post(v, { ...sample('visit'), time: '22:00' });
    expect(time.body?.errors).toMatchObject({ time: { error_msg: FIELD_MESSAGES.workingHours } });
    const date = await post(v, { ...sample('visit'), date: '32/01/2030' });
    expect(date.body?.errors).toMatchObject({ date: { error_msg: FIELD_MESSAGES.dayOver31 } });
    const files = await post(v, { ...sample('tender'), files: ['nope'] });
    expect(files.body?.errors).toHaveProperty('files');
  });

  it('answers an unknown or missing type on the type field, not on ""', async () => {
    const v = await browser();
    for (const body of [{ ...sample('callback'), type: 'villa' }, { name: 'Анна' }]) {
      const result = await post(v, body);
      expect(result.status).toBe(400);
      const error = apiErrorSchema.parse(result.body);
      expect(Object.keys(error.errors ?? {})).toEqual(['type']);
      expect(error.errors!.type!.error_msg).toMatch(/^Неизвестный тип заявки/);
    }
  });

  it('refuses ids that point at nothing, per field', async () => {
    const v = await browser();
    expect((await post(v, { ...sample('lot_booking'), lot: 2_000_000_000 })).body).toMatchObject({
      status: 400,
      errors: { lot: { error_msg: LEAD_MESSAGES.lotUnknown } },
    });
    expect((await post(v, { ...sample('visit'), project: 999_999 })).body).toMatchObject({
      errors: { project: { error_msg: LEAD_MESSAGES.projectUnknown } },
    });
    expect((await post(v, { ...sample('tender'), tender: 999_999 })).body).toMatchObject({
      errors: { tender: { error_msg: LEAD_MESSAGES.tenderUnknown } },
    });
    const vacancy = await post(v, { ...sample('vacancy'), vacancy: 999_999, cv: await uploadPdf(v) });
    expect(vacancy.body).toMatchObject({ errors: { vacancy: { error_msg: LEAD_MESSAGES.vacancyUnknown } } });
  });

  it('answers 4xx, never 5xx, for any bad input', async () => {
    const v = await browser();
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { type: null },
      { ...sample('callback'), lot: 'abc' },
      { ...sample('callback'), lot: 3_000_000_000 },
      { ...sample('callback'), lot: -1 },
      { ...sample('callback'), idempotency_key: 'x' },
      { ...sample('tender'), files: 'a' },
      { ...sample('tender'), files: Array.from({ length: 6 }, () => randomUUID()) },
      { ...sample('vacancy'), cv: null },
      { ...sample('callback'), comment: 'x'.repeat(5000) },
      { ...sample('anti_corruption'), message: 'нуль\u0000байт' },
      { ...sample('mailing'), email: 'a\u0000b@example.ru' },
      { ...sample('callback'), site: '\u0000'.repeat(10) },
      { ...sample('callback'), name: { $gt: '' } },
      { ...sample('visit'), date: '29/02/2023' },
      { ...sample('mailing'), __proto__: { admin: true } },
      { ...sample('callback'), yandex_token: 'x'.repeat(6000) },
    ];
    for (const body of bodies) {
      const result = await post(v, body);
      expect(result.status, JSON.stringify(body)?.slice(0, 120)).toBeLessThan(500);
      expect(result.body?.message ?? '', JSON.stringify(body)?.slice(0, 120)).not.toBe('Ошибка на стороне сервера');
    }
    const raw = await v.call('POST', '/api/request/', '{"type":', { headers: { 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    const tooBig = await v.call('POST', '/api/request/', { ...sample('callback'), comment: 'я'.repeat(600_000) });
    expect(tooBig.status).toBe(413);
  });
});

describe('POST /api/request/: idempotency', () => {
  it('keeps one lead per key: the same key again → 200 duplicate with the same id; another form → 409', async () => {
    const v = await browser();
    const body = sample('callback');
    const first = await post(v, body);
    expect(first.status).toBe(201);
    const again = await post(v, { ...body, comment: 'повтор' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: first.body!.id, type: 'callback', duplicate: true });
    const upper = await post(v, { ...body, idempotency_key: String(body.idempotency_key).toUpperCase() });
    expect(upper.body).toMatchObject({ id: first.body!.id, duplicate: true });
    const rows = await testApp.app.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.idempotencyKey, String(body.idempotency_key)));
    expect(rows.length).toBe(1);
    expect(rows[0]!.payload.comment).toBe('Перезвоните вечером');

    const other = await post(v, { ...sample('lot_booking'), idempotency_key: body.idempotency_key });
    expect(other.status).toBe(409);
    expect(apiErrorSchema.parse(other.body).message).toBe(LEAD_MESSAGES.keyConflict);
  });

  it('stores one lead when the same form is posted twice at once', async () => {
    const v = await browser();
    const body = sample('visit');
    const results = await Promise.all([post(v, body), post(v, body), post(v, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body!.id)).size).toBe(1);
  });
});

describe('POST /api/request/: newsletter', () => {
  it('answers 400 «This email is already use» for a second sign-up, whatever the case, and stores nothing new', async () => {
    const v = await browser();
    const email = uniqueEmail();
    expect((await post(v, { ...sample('mailing'), email })).status).toBe(201);
    const count = async () =>
      (await testApp.app.db.select().from(formSubmissions).where(eq(formSubmissions.type, 'mailing'))).length;
    const before = await count();
    const second = await post(v, { ...sample('mailing'), email: email.toUpperCase() });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ status: 400, message: EMAIL_ALREADY_USED });
    expect(EMAIL_ALREADY_USED).toBe('This email is already use');
    expect(await count()).toBe(before);
    // Another form with that email is not a newsletter sign-up.
    expect((await post(v, { ...sample('lot_booking'), email })).status).toBe(201);
  });
});

describe('POST /api/request/: files', () => {
  it('refuses an unknown CV id and attaches a CV once only', async () => {
    const v = await browser();
    const unknown = await post(v, { ...sample('vacancy'), cv: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { cv: { error_msg: LEAD_MESSAGES.fileUnknown } } });

    const cv = await uploadPdf(v);
    const first = await post(v, { ...sample('vacancy'), cv });
    expect(first.status).toBe(201);
    const second = await post(v, { ...sample('vacancy'), cv });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ errors: { cv: { error_msg: LEAD_MESSAGES.fileUnknown } } });
    const [file] = await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, cv));
    expect(file!.submissionId).toBe(first.body!.id);
  });

  it('rolls the lead back when one of the tender files is not available', async () => {
    const v = await browser();
    const good = await uploadPdf(v);
    const body: Record<string, unknown> = { ...sample('tender'), files: [good, randomUUID()] };
    const result = await post(v, body);
    expect(result).toMatchObject({
      status: 400,
      body: { errors: { files: { error_msg: LEAD_MESSAGES.fileUnknown } } },
    });
    expect(
      await testApp.app.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.idempotencyKey, String(body.idempotency_key))),
    ).toEqual([]);
    const [file] = await testApp.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, good));
    expect(file!.submissionId).toBeNull();
    // The same key, fixed, goes through: nothing of the refused attempt was kept.
    expect((await post(v, { ...body, files: [good] })).status).toBe(201);
  });
});

describe('POST /api/request/: protection', () => {
  it('needs the CSRF token', async () => {
    const v = await browser();
    const result = await post(v, sample('callback'), { csrf: false });
    expect(result.status).toBe(403);
  });

  it('answers 429 in Russian after FORMS_RATE_LIMIT posts a minute from one IP', async () => {
    const limited = await buildTestApp(testApp.database, { env: { FORMS_RATE_LIMIT: '3' } });
    try {
      const v = await browser(limited.app);
      for (let n = 0; n < 3; n += 1) expect((await post(v, sample('callback'))).status).toBe(201);
      const over = await post(v, sample('callback'));
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ status: 429, message: 'Слишком много заявок. Попробуйте через минуту.' });
      expect(over.response.headers['retry-after']).toBeDefined();
      expect((await post(v, sample('callback'), { remoteAddress: '10.9.8.7' })).status).toBe(201);
      // Other routes are not limited.
      expect((await v.call('GET', '/api/health/')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/** A stand-in for smartcaptcha.yandexcloud.net/validate. */
interface FakeCaptcha {
  url: string;
  mode: 'ok' | 'failed' | 'error500' | 'hang';
  requests: URLSearchParams[];
  close(): Promise<void>;
}

async function startFakeCaptcha(): Promise<FakeCaptcha> {
  const pending = new Set<IncomingMessage>();
  const fake = { mode: 'ok', requests: [] as URLSearchParams[] } as FakeCaptcha;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      fake.requests.push(new URLSearchParams(raw));
      if (fake.mode === 'hang') return void pending.add(request);
      if (fake.mode === 'error500') return void response.writeHead(500).end('oops');
      const answer =
        fake.mode === 'ok' ? { status: 'ok', message: '' } : { status: 'failed', message: 'Token invalid or expired.' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/validate`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('POST /api/request/: captcha on', () => {
  let fake: FakeCaptcha;
  let guarded: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    fake = await startFakeCaptcha();
    guarded = await buildTestApp(testApp.database, {
      // A loaded CI machine can take more than the production timeout to answer even an idle local service,
      // and a timed-out question is accepted as unverified: the answers below would then never be asked.
      env: { CAPTCHA_SERVER_KEY: 'test-server-key', CAPTCHA_VERIFY_URL: fake.url, CAPTCHA_TIMEOUT_MS: '10000' },
    });
  });

  afterAll(async () => {
    await guarded?.close();
    await fake?.close();
  });

  it('accepts when the service says ok, sending secret, token and the client IP', async () => {
    fake.mode = 'ok';
    const v = await browser(guarded.app);
    const result = await post(
      v,
      { ...sample('callback'), yandex_token: 'real-token' },
      { remoteAddress: '203.0.113.7' },
    );
    expect(result.status).toBe(201);
    expect(Object.fromEntries(fake.requests.at(-1)!)).toEqual({
      secret: 'test-server-key',
      token: 'real-token',
      ip: '203.0.113.7',
    });
    expect((await storedLead(Number(result.body!.id))).payload.captcha).toBe('ok');
  });

  it('refuses with a Russian 400 on yandex_token when the service says failed, and stores nothing', async () => {
    fake.mode = 'failed';
    const v = await browser(guarded.app);
    const body: Record<string, unknown> = { ...sample('callback'), yandex_token: 'bad-token' };
    const result = await post(v, body);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: 400,
      message: 'Проверка «Я не робот» не пройдена. Попробуйте ещё раз.',
      errors: { yandex_token: { error_msg: 'Проверка «Я не робот» не пройдена. Попробуйте ещё раз.' } },
    });
    expect(
      await testApp.app.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.idempotencyKey, String(body.idempotency_key))),
    ).toEqual([]);
  });

  it('refuses an empty token and the development placeholder without a question to the service', async () => {
    fake.mode = 'ok';
    const v = await browser(guarded.app);
    const before = fake.requests.length;
    expect((await post(v, { ...sample('callback'), yandex_token: '' })).status).toBe(400);
    expect(fake.requests.length).toBe(before);
    fake.mode = 'failed';
    expect((await post(v, { ...sample('callback'), yandex_token: DEV_CAPTCHA_TOKEN })).status).toBe(400);
  });

  it('accepts and marks the lead unverified when the service errs or hangs', async () => {
    const impatient = await buildTestApp(testApp.database, {
      env: { CAPTCHA_SERVER_KEY: 'test-server-key', CAPTCHA_VERIFY_URL: fake.url, CAPTCHA_TIMEOUT_MS: '300' },
    });
    try {
      const v = await browser(impatient.app);
      for (const mode of ['error500', 'hang'] as const) {
        fake.mode = mode;
        const result = await post(v, { ...sample('callback'), yandex_token: 'some-token' });
        // A hang ends at CAPTCHA_TIMEOUT_MS (the test would otherwise time out), and the lead is kept.
        expect(result.status, mode).toBe(201);
        expect((await storedLead(Number(result.body!.id))).payload.captcha).toBe('unverified');
      }
    } finally {
      await impatient.close();
    }
  });

  it('answers a retry of a stored lead as a duplicate without asking again (tokens are single-use)', async () => {
    fake.mode = 'ok';
    const v = await browser(guarded.app);
    const body = { ...sample('callback'), yandex_token: 'once' };
    expect((await post(v, body)).status).toBe(201);
    fake.mode = 'failed';
    expect((await post(v, body)).body).toMatchObject({ duplicate: true });
  });

  it('accepts and marks the lead unverified when the service is unreachable', async () => {
    const unreachable = await buildTestApp(testApp.database, {
      env: {
        CAPTCHA_SERVER_KEY: 'test-server-key',
        CAPTCHA_VERIFY_URL: `http://127.0.0.1:${await closedPort()}/validate`,
      },
    });
    try {
      const v = await browser(unreachable.app);
      const result = await post(v, { ...sample('mailing'), yandex_token: 'token' });
      expect(result.status).toBe(201);
      expect((await storedLead(Number(result.body!.id))).payload.captcha).toBe('unverified');
    } finally {
      await unreachable.close();
    }
  });
});

describe('POST /api/request/: captcha off (no key)', () => {
  it('accepts the placeholder, an empty token, and a missing one', async () => {
    const v = await browser();
    expect(testApp.app.captcha.enabled).toBe(false);
    expect((await post(v, { ...sample('callback'), yandex_token: DEV_CAPTCHA_TOKEN })).status).toBe(201);
    expect((await post(v, { ...sample('callback'), yandex_token: '' })).status).toBe(201);
    const missing = sample('callback') as Partial<LeadInput> & Record<string, unknown>;
    delete missing.yandex_token;
    expect((await post(v, missing)).status).toBe(201);
  });
});
