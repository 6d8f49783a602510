/**
 * Yandex SmartCaptcha check of form posts (spec §5, §8: «a captcha check must
 * pass before forms submit»). With `CAPTCHA_SERVER_KEY` set the token is
 * validated by the SmartCaptcha service; an unreachable or broken service does
 * not cost a lead: it is accepted and marked `unverified` for the sales team.
 * Without a key (development, tests) every token passes, the placeholder
 * `DEV_CAPTCHA_TOKEN` included, and the lead is marked `off`.
 *
 * Routes call `app.captcha.verify(token, ip)`; `buildApp({ captcha })` swaps
 * the verifier, and `CAPTCHA_VERIFY_URL` points the real one elsewhere.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';

export type CaptchaOutcome =
  /** The service said the visitor is human. */
  | { result: 'ok' }
  /** The service said no (or the token is missing): refuse the form. */
  | { result: 'failed'; message: string }
  /** The service could not answer: accept and mark. */
  | { result: 'unverified'; reason: string }
  /** No key configured: nothing to check against. */
  | { result: 'off' };

export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string, ip: string): Promise<CaptchaOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
  }
}

interface SmartCaptchaOptions {
  serverKey: string | undefined;
  url: string;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

/** The real verifier: `POST url` with form fields `secret`, `token`, `ip`; answer `{ status: 'ok' | 'failed', message }`. */
function smartCaptchaVerifier({ serverKey, url, timeoutMs, log }: SmartCaptchaOptions): CaptchaVerifier {
  if (!serverKey) return { enabled: false, verify: async () => ({ result: 'off' }) };
  const unverified = (reason: string): CaptchaOutcome => {
    log?.warn({ reason }, 'captcha service unavailable: lead accepted as unverified');
    return { result: 'unverified', reason };
  };
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return { result: 'failed', message: 'token is empty' };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: serverKey, token, ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return unverified(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
      // Yandex's own advice: a non-200 answer is the service's trouble, not the visitor's.
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        return unverified(`HTTP ${response.status}`);
      }
      let answer: unknown;
      try {
        answer = await response.json();
      } catch {
        return unverified('answer is not JSON');
      }
      const { status, message } = (answer ?? {}) as { status?: unknown; message?: unknown };
      if (status === 'ok') return { result: 'ok' };
      if (status === 'failed') return { result: 'failed', message: typeof message === 'string' ? message : '' };
      return unverified('answer has no status');
    },
  };
}

export default fp<{ verifier?: CaptchaVerifier }>(
  async (app, { verifier }) => {
    const { CAPTCHA_SERVER_KEY, CAPTCHA_VERIFY_URL, CAPTCHA_TIMEOUT_MS, NODE_ENV } = app.config;
    const captcha =
      verifier ??
      smartCaptchaVerifier({
        serverKey: CAPTCHA_SERVER_KEY,
        url: CAPTCHA_VERIFY_URL,
        timeoutMs: CAPTCHA_TIMEOUT_MS,
        log: app.log,
      });
    if (!captcha.enabled && NODE_ENV === 'production') {
      app.log.warn('CAPTCHA_SERVER_KEY is not set: form posts are not checked for robots');
    }
    app.decorate('captcha', captcha);
  },
  { name: 'captcha' },
);
