/**
 * Property-based and random requests against every operation of the app's own
 * OpenAPI description (`npm run test:fuzz`): valid-ish values from the schemas
 * mixed with hostile ones, with and without the CSRF token. Whatever comes
 * in, the API never answers 5xx, and every error is JSON with a Russian message.
 *
 * FUZZ_SEED picks another deterministic run (default fixed); FUZZ_RUNS raises
 * the number of requests per operation (unsafe operations get four times more).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../server/plugins/csrf.ts';
import { createTestApp } from '../api/helpers/test-app.ts';
import { operationsOf } from './openapi-operations.ts';
import { fuzzRequest } from './fuzz-request.ts';
import { describeRequest, harvestKnownValues, problemWith, send } from './fuzz-harness.ts';
import { poisonedRequest } from './text-poison.ts';
import { INVALID_TEXT_MESSAGE } from '../../src/schemas/text-hygiene.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_609);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

// Tests are generated from the app's description, so the app is built while the file is collected.
const harness = await createTestApp({ seedLots: 200, env: { LEAD_DELIVERY: 'off' } });
const statuses = new Map<string, number>();
afterAll(async () => {
  // How deep the requests got: a suite answering only 400s would test the validator alone.
  console.info(
    `fuzz answers by status: ${[...statuses]
      .sort()
      .map(([k, n]) => `${k}×${n}`)
      .join(', ')}`,
  );
  await harness.close();
});
const { app } = harness;
const operations = operationsOf((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
const known = await harvestKnownValues(app, operations);
const token = (await app.inject({ method: 'GET', url: '/api/health/' })).cookies.find(
  (c) => c.name === CSRF_COOKIE,
)!.value;

describe(`API fuzz (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it('reads every /api route of the description, forms and uploads included', () => {
    expect(operations.length).toBeGreaterThan(100);
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/request/', 'POST /api/uploads/', 'DELETE /api/favorites/{id}/']),
    );
  });

  operations.forEach((operation, index) => {
    it(`${operation.method} ${operation.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(operation, known), async (request) => {
          const response = await send(app, token, request);
          const key = String(response.statusCode);
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const problem = problemWith(response, request.method);
          if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`);
        }),
        { seed: SEED + index, numRuns: operation.unsafe ? RUNS * 4 : RUNS },
      );
    });
  });
});

describe('text PostgreSQL cannot store, in a well-formed request (decision 028)', () => {
  operations.forEach((operation, index) => {
    it(`${operation.method} ${operation.path}: 400 naming the field`, async () => {
      await fc.assert(
        fc.asyncProperty(poisonedRequest(operation, known), async (request) => {
          const response = await send(app, token, request);
          const key = String(response.statusCode);
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const errors =
            response.statusCode === 400
              ? Object.values((response.json() as { errors?: Record<string, { error_msg: string }> }).errors ?? {})
              : [];
          // Refused before any route hook (an address too long, a missing preview key) is refused all the same.
          const refusedEarlier = [403, 414, 431].includes(response.statusCode);
          if (!refusedEarlier && !errors.some((error) => error.error_msg === INVALID_TEXT_MESSAGE)) {
            throw new Error(
              `answered ${response.statusCode}: ${response.body.slice(0, 300)}\n  request: ${describeRequest(request)}`,
            );
          }
        }),
        { seed: SEED + 10_000 + index, numRuns: Math.max(5, Math.round(RUNS / 4)) },
      );
    });
  });
});

describe('requests outside the description', () => {
  const samplePaths = ['/api/projects/', '/api/request/', '/api/favorites/1/', '/api/no-such/', '/api/'];

  it('answers other methods with a JSON error in Russian', async () => {
    for (const url of samplePaths) {
      for (const method of ['PUT', 'PATCH', 'OPTIONS', 'DELETE', 'POST'] as const) {
        const request = { method, url, headers: {}, csrf: 'valid' as const };
        const problem = problemWith(await send(app, token, request), method);
        expect(problem, describeRequest(request)).toBeNull();
      }
    }
  });

  it('refuses a body over the limit with 413 and a Russian message', async () => {
    const payload = JSON.stringify({ type: 'callback', name: 'x'.repeat(2 * 1024 * 1024) });
    const request = {
      method: 'POST' as const,
      url: '/api/request/',
      headers: { 'content-type': 'application/json' },
      payload,
      csrf: 'valid' as const,
    };
    const response = await send(app, token, request);
    expect(response.statusCode).toBe(413);
    expect(problemWith(response, 'POST')).toBeNull();
  });

  it('answers malformed addresses under /api with a JSON error in Russian', async () => {
    for (const url of [
      '/api/projects/%E0%A4%A/',
      '/api/%',
      '/api/projects/%00/',
      '/api/apartments/?price_min=%zz',
      `/api/${'a'.repeat(5000)}/`,
    ]) {
      const request = { method: 'GET' as const, url, headers: {}, csrf: 'missing' as const };
      expect(problemWith(await send(app, token, request), 'GET'), url).toBeNull();
    }
  });
});
