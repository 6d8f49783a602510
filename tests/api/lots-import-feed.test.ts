/**
 * The scheduled lots pull (issue 32) against a real HTTP server on this
 * machine serving real files: the first pull runs by itself after start-up
 * and applies the file (logged at info with its counts); a server error, a
 * file with a row error, a broken XLSX and an unreachable server each change
 * nothing and are logged as warnings; pulls never overlap; closing the app
 * stops the pull under way.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../../server/db/schema/index.ts';
import { COLUMN, exportRecords, TEST_ADMIN_TOKEN, toCsv } from './helpers/lots-file.ts';
import { buildTestApp, createTestApp, testDatabaseUrl, type TestApp } from './helpers/test-app.ts';

interface Served {
  status: number;
  body: string | Buffer;
  delayMs?: number;
}
let served: Served = { status: 404, body: '' };
let requests = 0;
let server: Server;
let feedUrl: string;
let harness: TestApp;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    const { status, body, delayMs = 0 } = served;
    setTimeout(() => response.writeHead(status, { 'content-type': 'text/csv; charset=utf-8' }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm/lots.csv`;
  harness = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await harness?.close();
});

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

async function pullingApp(env: Record<string, string> = {}) {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const built = await buildTestApp(harness.database, {
    env: { IMPORT_FEED_URL: feedUrl, IMPORT_FEED_INTERVAL_MIN: '60', IMPORT_FEED_FIRST_DELAY_S: '3600', ...env },
    logger: { level: 'info', stream },
  });
  return { ...built, logs, feed: built.app.lotsImportFeed! };
}

async function price(id: number): Promise<number> {
  const [row] = await harness.database.db.select({ price: lots.price }).from(lots).where(eq(lots.id, id));
  return row!.price;
}

async function fingerprint(): Promise<string> {
  const result = await harness.database.db.execute<{
    s: string;
  }>(sql`select concat_ws('|', (select md5(string_agg(concat_ws(',', id, price, status,
    number, hidden), ';' order by id)) from lots), (select version from catalog_version)) as s`);
  return (result as unknown as { rows: Array<{ s: string }> }).rows[0]!.s;
}

async function until(check: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('scheduled lots pull', () => {
  it('pulls right after start-up and applies the file as a partial import, logging its counts', async () => {
    const [header, ...records] = await exportRecords(harness.app);
    const record = records.find((each) => each[COLUMN.status] === 'free' && each[COLUMN.old_price] === '')!;
    const id = Number(record[COLUMN.id]);
    const newPrice = (await price(id)) + 500_000;
    record[COLUMN.price] = String(newPrice);
    // A partial file: one lot; the others stay as they are.
    served = { status: 200, body: toCsv([header!, record]) };
    const before = requests;
    const puller = await pullingApp({ IMPORT_FEED_FIRST_DELAY_S: '0' });
    try {
      await until(() => puller.feed.runs >= 1);
      expect(requests).toBe(before + 1);
      expect(await price(id)).toBe(newPrice);
      const line = puller.logs.find((each) => each.msg === 'lots feed pulled and applied');
      expect(line).toMatchObject({ level: 30, feed: new URL(feedUrl).host, rows: 1, changed: 1, added: 0, errors: 0 });
      // The catalogue already serves it.
      const detail = await harness.app.inject({
        method: 'GET',
        url: `/api/${record[COLUMN.kind] === 'flat' ? 'apartments' : 'commercials'}/${id}/`,
      });
      expect(detail.json().price).toBe(newPrice);
    } finally {
      await puller.close();
    }
  });

  it('changes nothing and warns on a server error, a row error, a broken XLSX or no server at all', async () => {
    const [header, ...records] = await exportRecords(harness.app);
    const broken = [...records[0]!];
    broken[COLUMN.price] = '-1';
    const puller = await pullingApp();
    try {
      const state = await fingerprint();
      const cases: Array<[Served, RegExp]> = [
        [{ status: 503, body: 'busy' }, /lots feed pull failed/],
        [{ status: 200, body: toCsv([header!, records[1]!, broken]) }, /lots feed refused/],
        [{ status: 200, body: Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]) }, /lots feed refused/],
      ];
      for (const [response, message] of cases) {
        served = response;
        const result = await puller.feed.runNow();
        expect(result.status).not.toBe('applied');
        expect(puller.logs.at(-1)).toMatchObject({ level: 40, msg: expect.stringMatching(message) });
      }
      expect(puller.logs.find((line) => /refused/.test(line.msg) && line.errors === 1)).toMatchObject({
        firstErrors: [{ row: 3, column: 'price' }],
      });
      expect(puller.logs.find((line) => /pull failed/.test(line.msg))).toMatchObject({ reason: 'HTTP 503' });
      expect(await fingerprint()).toBe(state);
    } finally {
      await puller.close();
    }
    const gone = await pullingApp({ IMPORT_FEED_URL: 'http://127.0.0.1:9/lots.csv' });
    try {
      const result = await gone.feed.runNow();
      expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^fetch: /) });
      expect(gone.logs.at(-1)).toMatchObject({ level: 40, msg: 'lots feed pull failed: nothing changed' });
    } finally {
      await gone.close();
    }
  });

  it('never runs two pulls at once, and stops the one under way when the app closes', async () => {
    const [header, ...records] = await exportRecords(harness.app);
    served = { status: 200, body: toCsv([header!, records[2]!]), delayMs: 300 };
    const puller = await pullingApp();
    const before = requests;
    const first = puller.feed.runNow();
    expect(puller.feed.runNow()).toBe(first);
    await first;
    expect(requests).toBe(before + 1);
    expect(puller.feed.runs).toBe(1);

    served = { ...served, delayMs: 5_000 };
    const slow = puller.feed.runNow();
    const started = Date.now();
    await puller.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await slow).toMatchObject({ status: 'failed' });
  });

  // Several instances share one PostgreSQL: another connection holding the import lock stands for another instance's import.
  it.skipIf(!testDatabaseUrl)('skips its turn while another instance imports (PostgreSQL)', async () => {
    const { default: pg } = await import('pg');
    const other = new pg.Client({ connectionString: testDatabaseUrl });
    await other.connect();
    const [header, ...records] = await exportRecords(harness.app);
    served = { status: 200, body: toCsv([header!, records[3]!]) };
    const puller = await pullingApp();
    try {
      await other.query(`select pg_advisory_lock(hashtext('lots-import'))`);
      expect(await puller.feed.runNow()).toEqual({ status: 'busy' });
      expect(puller.logs.at(-1)).toMatchObject({ level: 30, msg: 'lots feed pull skipped: another import is running' });
      await other.query(`select pg_advisory_unlock(hashtext('lots-import'))`);
      expect((await puller.feed.runNow()).status).toBe('applied');
    } finally {
      await other.end();
      await puller.close();
    }
  });
});
