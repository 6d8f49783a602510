/**
 * The PostgreSQL pool across outages (decision 027), against a stand-in server
 * (helpers/fake-postgres.ts): a connection lost while idle or in a transaction
 * is a warning, never an unhandled 'error' event ending the process; a BEGIN
 * cut off does not keep its client out of the pool; queries fail fast while
 * the server is gone, with errors `isDatabaseUnavailable` recognises, and work
 * again once it is back; the lead delivery worker keeps polling. Which errors
 * count as «unavailable» is tested too.
 */
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { isDatabaseUnavailable, describeUnavailable } from '../../server/db/unavailable.ts';
import { createLeadDelivery } from '../../server/services/leads/delivery.ts';
import { startFakePostgres, type FakePostgres } from './helpers/fake-postgres.ts';

let server: FakePostgres;
let database: Database;
const lost: Error[] = [];

beforeAll(async () => {
  server = await startFakePostgres();
  database = await openDatabase({ url: server.url });
  database.onConnectionLost((error) => lost.push(error));
});

afterAll(async () => {
  await database?.close();
  await server?.stop();
});

const selectOne = () => database.db.execute(sql`select 1`);
const until = async (condition: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
};

describe('node-postgres pool during an outage', () => {
  it('reports idle connections ended by the server and reconnects on the next query', async () => {
    await Promise.all([selectOne(), selectOne(), selectOne()]);
    const before = lost.length;
    server.terminateAll();
    expect(await until(() => lost.length > before), 'the lost connections are reported').toBe(true);
    expect(lost.at(-1)?.message).toMatch(/administrator command|Connection terminated/);
    await expect(selectOne()).resolves.toBeDefined();
  });

  it('survives a connection lost inside a transaction', async () => {
    const work = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      server.terminateAll();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`select 1`);
    });
    const error = await work.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    await expect(selectOne()).resolves.toBeDefined();
  });

  it('gives back the client of every BEGIN cut off, so the pool never runs dry', async () => {
    // More than the pool's 10 clients: each one kept out would leave a query waiting for nothing.
    for (let round = 0; round < 12; round += 1) {
      server.failNext(/^begin/);
      const error = await database.db
        .transaction(async () => undefined)
        .then(
          () => null,
          (reason: unknown) => reason,
        );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
    await expect(selectOne()).resolves.toBeDefined();
  });

  it('fails fast while nothing listens and works again once the server is back', async () => {
    const before = lost.length;
    await server.stop();
    // The idle connection's end is reported first: the next query then has to open a new one.
    expect(await until(() => lost.length > before)).toBe(true);
    const started = Date.now();
    const error = await selectOne().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(describeUnavailable(error)).toMatchObject({ code: 'ECONNREFUSED' });
    await server.start();
    await expect(selectOne()).resolves.toBeDefined();
  });
});

describe('background work during an outage', () => {
  it('the lead delivery worker warns of each round the outage stopped and polls again', async () => {
    await server.stop();
    const warnings: object[] = [];
    const errors: object[] = [];
    const log = {
      info() {},
      warn: (context: object) => void warnings.push(context),
      error: (context: object) => void errors.push(context),
    };
    const channel = { name: 'webhook' as const, send: async () => undefined };
    const delivery = createLeadDelivery({
      db: database.db,
      channels: [channel],
      uploadDir: '/nonexistent',
      log,
      pollMs: 20,
    });
    delivery.start();
    expect(await until(() => warnings.length >= 3), 'several rounds failed and were retried').toBe(true);
    await delivery.stop();
    // An outage is expected to end by itself: a warning with the driver's reason, not an error with a stack.
    expect(errors).toEqual([]);
    expect(warnings[0]).toMatchObject({ reason: expect.any(String) });
    await server.start();
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, text = 'x') => Object.assign(new Error(text), { code });

  it('recognises lost connections, directly or wrapped by Drizzle', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
    ]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode(code))), `wrapped ${code}`).toBe(
        true,
      );
    }
    for (const text of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(text)), text).toBe(true);
    }
    const refusedLocalhost = Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {
      code: undefined,
    });
    expect(isDatabaseUnavailable(refusedLocalhost)).toBe(true);
  });

  it('leaves every other failure alone, and logs no query parameters', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('42601', 'syntax error'),
      new Error('boom'),
      null,
      undefined,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    const wrapped = new DrizzleQueryError(
      'insert into form_submissions',
      ['+7 999 123-45-67'],
      withCode('57P01', 'terminating connection due to administrator command'),
    );
    expect(JSON.stringify(describeUnavailable(wrapped))).not.toContain('999');
  });
});
