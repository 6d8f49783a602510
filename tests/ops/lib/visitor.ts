/**
 * A browser as the operations tests need one: keeps its cookies (CSRF token,
 * visitor identity) whichever instance set them, echoes the CSRF token on
 * unsafe calls as `src/lib/api` does, and never throws for an HTTP status —
 * only a lost answer (refused, reset, timed out) comes back as `status: 0`.
 */
import { DEV_CAPTCHA_TOKEN } from '../../../src/schemas/lead-kind.ts';

export interface Answer {
  /** 0: no answer (connection refused or reset, timeout). */
  status: number;
  retryAfter: string | null;
  body: unknown;
  /** Why there was no answer. */
  error?: string;
  ms: number;
}

export class Visitor {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(
    base: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    timeoutMs = 8000,
  ): Promise<Answer> {
    const headers: Record<string, string> = { cookie: this.cookieHeader(), accept: 'application/json' };
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        if (at > 0) this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: kept as text
      }
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body,
        ms: performance.now() - started,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        status: 0,
        retryAfter: null,
        body: null,
        error: cause ?? (error as Error).name ?? String(error),
        ms: performance.now() - started,
      };
    }
  }
}

/** A valid `callback` lead (see tests/api/leads.test.ts) under the given idempotency key. */
export function leadBody(key: string, index: number): Record<string, unknown> {
  return {
    type: 'callback',
    idempotency_key: key,
    site: '127.0.0.1/lots',
    yandex_token: DEV_CAPTCHA_TOKEN,
    consent: true,
    name: 'Иван',
    phone: `+7 (999) ${String(index % 1000).padStart(3, '0')}-45-67`,
  };
}

/** What a 503 of ours must be: `Retry-After` and `{ status, message }` in Russian (health: `{ status: 'down', message }`). */
export function unavailableProblem(answer: Answer): string | null {
  if (answer.status !== 503) return null;
  if (!answer.retryAfter || !/^\d+$/.test(answer.retryAfter)) return 'no Retry-After';
  const body = answer.body as { status?: unknown; message?: unknown } | null;
  if (!body || typeof body !== 'object') return `not JSON: ${String(answer.body).slice(0, 80)}`;
  if (body.status !== 503 && body.status !== 'down') return `status field ${String(body.status)}`;
  if (typeof body.message !== 'string' || !/[а-яё]/i.test(body.message))
    return `message not in Russian: ${String(body.message)}`;
  return null;
}
