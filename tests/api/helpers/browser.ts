/**
 * A browser for API suites: keeps its cookies (CSRF token, visitor identity)
 * and echoes the CSRF token on unsafe calls, as `src/lib/api` does.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '../../../server/plugins/csrf.ts';
import type { App } from '../../../server/app.ts';

export interface CallOptions {
  /** Send the `X-CSRFToken` header (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** Client address as the server sees it (per-IP limits). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown> | null;
  response: Awaited<ReturnType<App['inject']>>;
}

export class Browser {
  cookies: Record<string, string> = {};

  constructor(private readonly app: App) {}

  /** A first safe call, which hands out the CSRF cookie. */
  async init(): Promise<this> {
    const response = await this.app.inject({ method: 'GET', url: '/api/health/' });
    for (const c of response.cookies) this.cookies[c.name] = c.value;
    return this;
  }

  cookieHeader(): string {
    return Object.entries(this.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  /** `payload`: an object (sent as JSON) or raw bytes (set `content-type` in `headers`). */
  async call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    options: CallOptions | boolean = {},
  ): Promise<CallResult> {
    const {
      csrf = true,
      headers: extra = {},
      remoteAddress,
    } = typeof options === 'boolean' ? { csrf: options } : options;
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...extra };
    if (csrf) headers[CSRF_HEADER] = this.cookies[CSRF_COOKIE]!;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const c of response.cookies) this.cookies[c.name] = c.value;
    let body: Record<string, unknown> | null = null;
    if (response.body && String(response.headers['content-type'] ?? '').includes('json'))
      body = response.json() as Record<string, unknown>;
    return { status: response.statusCode, body, response };
  }
}
