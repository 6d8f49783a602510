/**
 * Sends fuzzed requests through `inject` with the CSRF pair the request asks
 * for, and judges the answer: never a 5xx, every error a JSON body with a
 * Russian message, every 2xx that says JSON parseable as JSON.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/plugins/csrf.ts';
import type { App } from '../../server/app.ts';
import type { FuzzRequest } from './fuzz-request.ts';
import type { Operation } from './openapi-operations.ts';
import type { KnownValues } from './schema-values.ts';

type Response = Awaited<ReturnType<App['inject']>>;

export async function send(app: App, token: string, request: FuzzRequest): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.csrf !== 'header-only') headers.cookie = `${CSRF_COOKIE}=${token}`;
  if (request.csrf === 'valid' || request.csrf === 'header-only') headers[CSRF_HEADER] = token;
  if (request.csrf === 'forged') headers[CSRF_HEADER] = 'forged.token';
  return app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** What is wrong with an answer, or null. */
export function problemWith(response: Response, method: string): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}: ${response.body.slice(0, 300)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 400) {
    if (!type.startsWith('application/json'))
      return `error ${status} is not JSON (${type}): ${response.body.slice(0, 200)}`;
    let body: { message?: unknown };
    try {
      body = JSON.parse(response.body) as { message?: unknown };
    } catch {
      return `error ${status} body is not valid JSON: ${response.body.slice(0, 200)}`;
    }
    if (typeof body.message !== 'string' || !/[а-яё]/i.test(body.message)) {
      return `error ${status} has no Russian message: ${response.body.slice(0, 300)}`;
    }
    return null;
  }
  if (method !== 'HEAD' && type.includes('json') && response.body) {
    try {
      JSON.parse(response.body);
    } catch {
      return `${status} says JSON but the body is not: ${response.body.slice(0, 200)}`;
    }
  }
  return null;
}

/** A short reproduction of a request for the failure report. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` body=${String(request.payload).slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 500)} csrf=${request.csrf} headers=${JSON.stringify(request.headers)}${payload}`;
}

const HARVESTED_KEYS = ['id', 'slug', 'kind', 'type', 'project', 'building', 'category'];

/** Real ids and slugs from the API's own list answers, so path parameters also hit existing entities. */
export async function harvestKnownValues(app: App, operations: Operation[]): Promise<KnownValues> {
  const found = new Map<string, Set<string | number>>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.slice(0, 40).forEach((each) => visit(each, depth + 1));
    for (const [key, each] of Object.entries(value)) {
      if (HARVESTED_KEYS.includes(key) && (typeof each === 'string' || typeof each === 'number')) {
        const set = found.get(key) ?? new Set();
        if (set.size < 40) set.add(each);
        found.set(key, set);
      } else visit(each, depth + 1);
    }
  };
  for (const operation of operations) {
    if (operation.method !== 'GET' || operation.path.includes('{')) continue;
    const response = await app.inject({ method: 'GET', url: operation.path });
    if (response.statusCode === 200 && String(response.headers['content-type']).includes('json'))
      visit(response.json(), 0);
  }
  return new Map([...found].map(([key, values]) => [key, [...values]]));
}
