/**
 * Lead delivery (decision 009): the outbox worker against a local webhook
 * receiver — delivery with the Idempotency-Key, retries with backoff, giving
 * up as «failed» (and the list/retry queries), recovery of a crashed
 * «sending» row, two workers at once, the e-mail channel and the plugin.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { formSubmissions, uploadedFiles } from '../../server/db/schema/index.ts';
import { CSV_BOM, csvCell, leadsToCsv } from '../../server/services/leads/csv.ts';
import { createLeadDelivery, type LeadDeliveryOptions } from '../../server/services/leads/delivery.ts';
import { listLeads, retryFailedLeads } from '../../server/services/leads/list.ts';
import { mailChannel } from '../../server/services/leads/mail.ts';
import { backoffDelay } from '../../server/services/leads/outbox.ts';
import { webhookChannel, type DeliveryChannel } from '../../server/services/leads/webhook.ts';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { Browser } from './helpers/browser.ts';
import { openEmptyDatabase } from './helpers/test-app.ts';
import { deadUrl, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

let database: Database;
let receiver: WebhookReceiver;
let uploadDir: string;

beforeAll(async () => {
  database = await openEmptyDatabase();
  // Small seed: the plugin test posts through the real route, which reads settings.
  await prepareDatabase(database, { seedLots: 100 });
  receiver = await startWebhookReceiver();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'severin-uploads-'));
}, 180_000);

afterAll(async () => {
  await receiver?.close();
  await database?.close();
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(formSubmissions);
  receiver.requests.length = 0;
  receiver.respond = () => 200;
});

async function insertLead(values: Partial<typeof formSubmissions.$inferInsert> = {}) {
  const key = values.idempotencyKey ?? randomUUID();
  const [row] = await database.db
    .insert(formSubmissions)
    .values({
      idempotencyKey: key,
      type: 'callback',
      payload: {
        type: 'callback',
        idempotency_key: key,
        name: 'Иван',
        phone: '+7 (999) 123-45-67',
        comment: 'Перезвоните после 18:00',
        consent: true,
        captcha: 'off',
      },
      pageUrl: 'severin-dev.ru/lots/15',
      ...values,
    })
    .returning();
  return row!;
}

const readLead = async (id: number) =>
  (await database.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;

function worker(options: Partial<LeadDeliveryOptions> = {}) {
  return createLeadDelivery({
    db: database.db,
    channels: [webhookChannel({ url: receiver.url, timeoutMs: 2000 })],
    uploadDir,
    backoffMs: 20,
    maxBackoffMs: 200,
    leaseMs: 30_000,
    ...options,
  });
}

/** Drains until `check` holds: retries become due only after their backoff. */
async function until(delivery: { drain(): Promise<void> }, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    await delivery.drain();
    if (await check()) return;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for delivery');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('lead delivery worker', () => {
  it('delivers a lead once, with its Idempotency-Key and a JSON body', async () => {
    const lead = await insertLead();
    const delivery = worker();
    await delivery.drain();
    await delivery.drain();
    await delivery.stop();

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request!.key).toBe(lead.idempotencyKey);
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(request!.body).toMatchObject({
      event: 'lead.created',
      id: lead.id,
      idempotency_key: lead.idempotencyKey,
      type: 'callback',
      type_label: 'Обратный звонок',
      page_url: 'severin-dev.ru/lots/15',
      attempt: 1,
      fields: { name: 'Иван', phone: '+7 (999) 123-45-67', consent: true },
      files: [],
    });
    const row = await readLead(lead.id);
    expect(row).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1, lastError: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(Object.keys(row.deliveryChannels)).toEqual(['webhook']);
  });

  it('retries with backoff after two 500s and then delivers', async () => {
    let calls = 0;
    receiver.respond = () => (++calls <= 2 ? 500 : 200);
    const lead = await insertLead();
    // A backoff long enough that drain()'s next round cannot find the retry due even on a loaded CI machine.
    const delivery = worker({ backoffMs: 1000, maxBackoffMs: 4000 });

    await delivery.drain();
    const afterFirst = await readLead(lead.id);
    expect(afterFirst).toMatchObject({ deliveryStatus: 'pending', deliveryAttempts: 1 });
    expect(afterFirst.lastError).toMatch(/^webhook: HTTP 500/);
    expect(afterFirst.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 50);

    await until(delivery, async () => (await readLead(lead.id)).deliveryStatus === 'sent');
    await delivery.stop();

    const row = await readLead(lead.id);
    expect(row).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 3, lastError: null });
    expect(receiver.requests.map((request) => request.key)).toEqual([
      lead.idempotencyKey,
      lead.idempotencyKey,
      lead.idempotencyKey,
    ]);
    expect(receiver.requests.map((request) => request.body.attempt)).toEqual([1, 2, 3]);
    // Backoff 1 s then 2 s (±10 %): the tries are spread, the second gap longer than the first.
    const [a, b, c] = receiver.requests.map((request) => request.at);
    expect(b! - a!).toBeGreaterThanOrEqual(850);
    expect(c! - b!).toBeGreaterThanOrEqual(1700);
  });

  it('gives up after the maximum attempts: failed, listed, and re-queued by retry', async () => {
    const lead = await insertLead();
    const other = await insertLead();
    const dead = webhookChannel({ url: await deadUrl(), timeoutMs: 1000 });
    const attempts: number[] = [];
    const counting: DeliveryChannel = {
      name: 'webhook',
      send(outgoing) {
        if (outgoing.id === lead.id) attempts.push(outgoing.attempt);
        return dead.send(outgoing);
      },
    };
    const down = worker({ channels: [counting], maxAttempts: 3 });
    await until(
      down,
      async () =>
        (await readLead(lead.id)).deliveryStatus === 'failed' && (await readLead(other.id)).deliveryStatus === 'failed',
    );
    await down.stop();
    expect(attempts, 'tried three times, then left alone').toEqual([1, 2, 3]);

    const row = await readLead(lead.id);
    expect(row).toMatchObject({ deliveryStatus: 'failed', deliveryAttempts: 3 });
    expect(row.lastError).toMatch(/^webhook: fetch failed \(ECONNREFUSED\)/);

    // What `npm run leads:list --failed` shows.
    const failed = await listLeads(database.db, { filter: 'failed' });
    expect(failed.map((item) => item.id).sort()).toEqual([lead.id, other.id].sort());
    expect(failed[0]).toMatchObject({ deliveryStatus: 'failed', deliveryAttempts: 3 });
    expect(failed[0]!.lastError).toContain('ECONNREFUSED');
    expect(await listLeads(database.db, { filter: 'pending' })).toEqual([]);
    expect(await listLeads(database.db, { filter: 'all', limit: 1 })).toHaveLength(1);

    // `npm run leads:retry --id …`: back in the queue with a fresh budget, then delivered.
    expect(await retryFailedLeads(database.db, { ids: [lead.id] })).toEqual([lead.id]);
    expect(await readLead(lead.id)).toMatchObject({ deliveryStatus: 'pending', deliveryAttempts: 0 });
    const up = worker();
    await up.drain();
    await up.stop();
    expect(await readLead(lead.id)).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 });
    expect((await readLead(other.id)).deliveryStatus).toBe('failed');
    expect(receiver.requests.map((request) => request.key)).toEqual([lead.idempotencyKey]);
  });

  it('takes over a «sending» row whose lease ran out (a crash mid-delivery), not one still leased', async () => {
    const crashed = await insertLead({
      deliveryStatus: 'sending',
      deliveryAttempts: 1,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    const leased = await insertLead({
      deliveryStatus: 'sending',
      deliveryAttempts: 1,
      nextAttemptAt: new Date(Date.now() + 60_000),
    });
    const delivery = worker();
    await delivery.drain();
    await delivery.stop();

    expect(receiver.requests.map((request) => request.key)).toEqual([crashed.idempotencyKey]);
    expect(await readLead(crashed.id)).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2 });
    expect(await readLead(leased.id)).toMatchObject({ deliveryStatus: 'sending', deliveryAttempts: 1 });
  });

  it('a worker whose lease was taken over cannot overwrite the newer attempt', async () => {
    const lead = await insertLead();
    // The first worker hangs on the CRM past its lease; a second one takes the row over and delivers.
    let release!: () => void;
    const hanging: DeliveryChannel = {
      name: 'webhook',
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    };
    const slow = worker({ channels: [hanging], leaseMs: 100 });
    const slowRun = slow.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fast = worker();
    await fast.drain();
    await fast.stop();
    expect(await readLead(lead.id)).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2 });

    release();
    await slowRun;
    await slow.stop();
    expect(await readLead(lead.id)).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2 });
  });

  it('two workers on one database deliver every lead exactly once', async () => {
    const leads = await Promise.all(Array.from({ length: 40 }, () => insertLead()));
    const first = worker({ batchSize: 3 });
    const second = worker({ batchSize: 3 });
    await Promise.all([first.drain(), second.drain(), first.drain()]);
    await Promise.all([first.stop(), second.stop()]);
    const keys = receiver.requests.map((request) => request.key);
    expect(keys).toHaveLength(40);
    expect(new Set(keys)).toEqual(new Set(leads.map((lead) => lead.idempotencyKey)));
    const rows = await listLeads(database.db, { limit: null });
    expect(rows.every((row) => row.deliveryStatus === 'sent' && row.deliveryAttempts === 1)).toBe(true);
  });

  it('mails a Russian summary with the files; a failing channel does not repeat the one that succeeded', async () => {
    const lead = await insertLead({
      type: 'vacancy',
      payload: {
        type: 'vacancy',
        name: 'Мария',
        phone: '+7 (999) 765-43-21',
        email: 'maria@example.ru',
        vacancy: 3,
        consent: true,
        cv: 'x',
      },
    });
    const storageKey = randomUUID();
    writeFileSync(path.join(uploadDir, storageKey), 'PDF bytes');
    await database.db.insert(uploadedFiles).values({
      submissionId: lead.id,
      originalName: 'Резюме.pdf',
      contentType: 'application/pdf',
      size: 9,
      sha256: 'abc',
      storageKey,
    });

    const transport = nodemailer.createTransport({ jsonTransport: true });
    const mails: Array<Record<string, unknown>> = [];
    let mailFails = true;
    const mail = mailChannel({
      transport,
      from: 'Сайт <no-reply@severin-dev.ru>',
      to: 'sales@severin-dev.ru',
      domain: 'severin-dev.ru',
    });
    const flakyMail: DeliveryChannel = {
      name: 'mail',
      async send(outgoing) {
        if (mailFails) {
          mailFails = false;
          throw new Error('SMTP 451 try later');
        }
        await mail.send(outgoing);
        mails.push({ ok: true });
      },
    };
    // Capture what nodemailer would send.
    const sent: Array<{ message: string }> = [];
    const originalSend = transport.sendMail.bind(transport);
    transport.sendMail = (async (options: Parameters<typeof originalSend>[0]) => {
      const info = await originalSend(options);
      sent.push(info as unknown as { message: string });
      return info;
    }) as typeof transport.sendMail;

    const delivery = worker({ channels: [webhookChannel({ url: receiver.url }), flakyMail] });
    await delivery.drain();
    const afterFirst = await readLead(lead.id);
    expect(afterFirst).toMatchObject({
      deliveryStatus: 'pending',
      deliveryAttempts: 1,
      lastError: 'mail: SMTP 451 try later',
    });
    expect(Object.keys(afterFirst.deliveryChannels)).toEqual(['webhook']);

    await until(delivery, async () => (await readLead(lead.id)).deliveryStatus === 'sent');
    await delivery.stop();
    expect(receiver.requests, 'the webhook took it the first time and is not repeated').toHaveLength(1);
    expect(receiver.requests[0]!.body.files).toEqual([
      { id: expect.any(String), name: 'Резюме.pdf', content_type: 'application/pdf', size: 9, sha256: 'abc' },
    ]);
    expect(mails).toHaveLength(1);

    const message = JSON.parse(sent[0]!.message) as {
      subject: string;
      text: string;
      to: Array<{ address: string }>;
      messageId: string;
      attachments: Array<{ filename: string; contentType: string }>;
    };
    expect(message.subject).toBe(`Заявка №${lead.id}: Отклик на вакансию — Мария`);
    expect(message.to[0]!.address).toBe('sales@severin-dev.ru');
    expect(message.messageId).toBe(`<lead-${lead.idempotencyKey}@severin-dev.ru>`);
    expect(message.text).toContain('Новая заявка с сайта: Отклик на вакансию');
    expect(message.text).toContain('Телефон: +7 (999) 765-43-21');
    expect(message.text).toContain('Согласие на обработку данных: да');
    expect(message.text).toContain('Резюме.pdf');
    expect(message.attachments).toEqual([
      expect.objectContaining({ filename: 'Резюме.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it('backs off exponentially up to the cap', () => {
    const half = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 30_000, 3_600_000, half))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffDelay(12, 30_000, 3_600_000, half)).toBe(3_600_000);
    expect(backoffDelay(1, 30_000, 3_600_000, () => 0)).toBe(27_000);
  });
});

describe('leads CSV', () => {
  it('has a BOM, «;» separators, Russian headers, quoting and no formulas', async () => {
    await insertLead({
      payload: {
        type: 'callback',
        name: 'Иван "Ваня"',
        phone: '+7 (999) 123-45-67',
        comment: '=HYPERLINK("x");\nвторая строка',
        consent: true,
      },
    });
    const csv = leadsToCsv(await listLeads(database.db, { limit: null }));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header!.split(';').slice(0, 5)).toEqual(['№', 'Получена (МСК)', 'Тип', 'Имя', 'Телефон']);
    expect(line).toContain(';"Иван ""Ваня""";+7 (999) 123-45-67;');
    expect(csv).toContain(`"'=HYPERLINK(""x"");\nвторая строка"`);
    expect(line).toContain(';ожидает;0;');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('lead delivery plugin', () => {
  async function appWith(env: Record<string, string>) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_LOTS: '100',
      UPLOAD_DIR: uploadDir,
      ...env,
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return app;
  }

  it('delivers a lead posted to /api/request/ right after it is stored', async () => {
    const app = await appWith({ CRM_WEBHOOK_URL: receiver.url, LEAD_DELIVERY_POLL_MS: '60000' });
    try {
      expect(app.leadDelivery.enabled).toBe(true);
      const browser = await new Browser(app).init();
      const key = randomUUID();
      const posted = await browser.call('POST', '/api/request/', {
        type: 'callback',
        idempotency_key: key,
        site: 'severin-dev.ru/contacts',
        yandex_token: DEV_CAPTCHA_TOKEN,
        name: 'Иван',
        phone: '+7 (999) 123-45-67',
        consent: true,
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      // The route kicks the worker; the poll (a minute here) would be far too late.
      const started = Date.now();
      while (receiver.requests.length === 0 && Date.now() - started < 5000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await app.leadDelivery.drain();
      expect(receiver.requests.map((request) => request.key)).toEqual([key]);
      const [row] = await listLeads(database.db, { limit: 1 });
      expect(row).toMatchObject({ idempotencyKey: key, deliveryStatus: 'sent' });
    } finally {
      await app.close();
    }
  });

  it('stores only when no channel is configured or LEAD_DELIVERY=off', async () => {
    const envs: Array<Record<string, string>> = [{}, { CRM_WEBHOOK_URL: receiver.url, LEAD_DELIVERY: 'off' }];
    for (const env of envs) {
      const app = await appWith(env);
      try {
        expect(app.leadDelivery.enabled).toBe(false);
        const lead = await insertLead();
        app.leadDelivery.kick();
        await app.leadDelivery.drain();
        expect(await readLead(lead.id)).toMatchObject({ deliveryStatus: 'pending', deliveryAttempts: 0 });
      } finally {
        await app.close();
      }
    }
    expect(receiver.requests).toHaveLength(0);
  });
});
