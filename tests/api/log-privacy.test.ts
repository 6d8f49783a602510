/**
 * No log line carries a visitor's name, phone, e-mail or text (decision 028).
 * The error log used to write whole lead payloads: Drizzle puts a failed
 * query's parameters (the lead as JSON) into its error message, and a CRM
 * refusal that echoes the lead went into the delivery worker's warning.
 * Here the app logs into a stream while leads fail in both ways.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { REDACTED } from '../../server/services/log-privacy.ts';
import { Browser } from './helpers/browser.ts';
import { buildTestApp, openEmptyDatabase } from './helpers/test-app.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import type { Database } from '../../server/db/client.ts';

const PERSON = { name: 'Евлампия', phone: '+7 (912) 345-67-89', email: 'evlampia.secret@example.ru' };
const SECRETS = [PERSON.name, PERSON.phone, '79123456789', PERSON.email, 'Секретный'];

let database: Database;
let crm: Server;
let crmUrl = '';
const lines: string[] = [];
let built: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: 100 });
  // A database refusal in the middle of the insert, on PGlite and PostgreSQL alike.
  await database.db.execute(
    sql.raw(
      `create function log_privacy_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test trigger'; end $$`,
    ),
  );
  await database.db.execute(
    sql.raw(`create trigger log_privacy_refuse before insert on form_submissions for each row
    when (position('сбой' in coalesce(new.payload->>'comment', '')) > 0) execute function log_privacy_refuse()`),
  );
  // A CRM that refuses every lead and quotes it back, as real ones do in their error texts.
  crm = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () =>
      response
        .writeHead(422, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'bad lead', lead: JSON.parse(raw) })),
    );
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  built = await buildTestApp(database, {
    logger: { level: 'info', stream },
    env: {
      CRM_WEBHOOK_URL: crmUrl,
      LEAD_DELIVERY_POLL_MS: '60000',
      LEAD_DELIVERY_BACKOFF_MS: '1',
      LEAD_DELIVERY_MAX_ATTEMPTS: '2',
    },
  });
}, 180_000);

afterAll(async () => {
  await built?.close();
  if (crm) await new Promise((resolve) => crm.close(resolve));
  await database?.close();
});

const lead = (comment: string) => ({
  type: 'partnership_investors',
  idempotency_key: randomUUID(),
  site: 'severin-dev.ru/partnership',
  yandex_token: DEV_CAPTCHA_TOKEN,
  consent: true,
  ...PERSON,
  company: 'ООО «Секретный инвестор»',
  comment,
});

/** Lines written since `from` that quote a personal value, as is or JSON-escaped. */
function leaks(from: number): string[] {
  return lines
    .slice(from)
    .filter((line) =>
      SECRETS.some((secret) => line.includes(secret) || line.includes(JSON.stringify(secret).slice(1, -1))),
    );
}

describe('log lines while leads fail', () => {
  it('a lead the database refuses: 500, the error logged without the lead', async () => {
    const from = lines.length;
    const v = await new Browser(built.app).init();
    const result = await v.call('POST', '/api/request/', lead('Секретный сбой'));
    expect(result.status).toBe(500);
    const logged = lines.filter((line) => line.includes('refused by the test trigger'));
    expect(logged.length, 'the failure is still logged, with the query').toBeGreaterThan(0);
    expect(logged.join('\n')).toContain(`params: ${REDACTED}`);
    expect(leaks(from)).toEqual([]);
  });

  it('a lead the CRM refuses and echoes: the worker logs the failure without the lead', async () => {
    const from = lines.length;
    const v = await new Browser(built.app).init();
    expect((await v.call('POST', '/api/request/', lead('Секретный комментарий'))).status).toBe(201);
    await built.app.leadDelivery.drain();
    const failed = lines.filter((line) => line.includes('lead delivery failed'));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.join('\n')).toContain('HTTP 422');
    expect(leaks(from)).toEqual([]);
  });

  it('a refused form and a log call that names a payload', async () => {
    const from = lines.length;
    const v = await new Browser(built.app).init();
    expect((await v.call('POST', '/api/request/', { ...lead('Секретный'), phone: 'not a phone' })).status).toBe(400);
    built.app.log.warn(
      { payload: lead('Секретный'), lead: { phone: PERSON.phone }, phone: PERSON.phone, req: { body: PERSON } },
      'test line',
    );
    const line = lines.find((each) => each.includes('test line'));
    expect(line).toContain(REDACTED);
    expect(leaks(from)).toEqual([]);
  });
});
