/** Environment configuration, validated once at start-up (README lists every variable). */
import path from 'node:path';
import { z } from 'zod';
import { COUNTER_ID_RE } from '../src/lib/third-party.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** An unset or empty variable is absent. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/**
 * `key=123,other=456` → a map of positive whole numbers: ids another site gave
 * our projects or buildings (the ЦИАН feed's JKSchema). Empty or unset: none.
 */
const idMap = (keyPattern: RegExp, keyHint: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const ids = new Map<string, number>();
      for (const pair of (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const match = /^(.+)=([1-9]\d{0,9})$/.exec(pair);
        if (!match || !keyPattern.test(match[1])) {
          context.addIssue({ code: 'custom', message: `"${pair}": expected ${keyHint}=<positive id>` });
          continue;
        }
        ids.set(match[1], Number(match[2]));
      }
      return ids;
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server through node-postgres. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Which hops may set X-Forwarded-For/-Host/-Proto (rate limits count the client's IP from it):
   * `loopback` (a proxy on this host, the default), `true`/`false`, or a comma list of IPs, CIDRs
   * and presets (`loopback`, `linklocal`, `uniquelocal`). Hop counts are not offered: Fastify
   * treats them as «trust nobody», since they cannot check the immediate peer.
   * Trusting everyone would let any client pick its own IP and dodge the form limits.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  /** Production host name; every other host is a test stage (spec §9). */
  PRODUCTION_HOST: z.string().default('severin-dev.ru'),
  /** Lifts the route guard on the production host too (spec §2). */
  DEV_FLAG: flag,
  /** Key of `/api/main_page/preview/` (unpublished content for editors); unset: preview answers 403. */
  PREVIEW_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16).optional()),
  /**
   * Bearer token of the admin endpoints (`/api/admin/…`: lots export and import); unset, those
   * endpoints do not exist (404). Long enough not to be guessed within the admin rate limit.
   */
  ADMIN_TOKEN: optionalText.pipe(
    z
      .string()
      .min(24, 'ADMIN_TOKEN needs 24+ characters (or leave it unset to turn the admin endpoints off)')
      .optional(),
  ),
  /** Admin calls per IP per minute, failed ones included. */
  ADMIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** http(s) URL of a lots CSV or XLSX the server pulls and applies as a partial import; unset: no pull. */
  IMPORT_FEED_URL: optionalText.pipe(
    z
      .string()
      .url()
      .regex(/^https?:\/\//i, 'an http or https URL')
      .optional(),
  ),
  /** Minutes between two pulls of IMPORT_FEED_URL. */
  IMPORT_FEED_INTERVAL_MIN: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Seconds after start-up before the first pull (the server warms up first). */
  IMPORT_FEED_FIRST_DELAY_S: z.coerce.number().int().min(0).max(3600).default(15),
  /**
   * Secret for signed cookies and CSRF tokens. Unset: one is generated on the first start and kept in
   * the database, so restarts and every instance on that database share it (services/cookie-secrets.ts).
   */
  COOKIE_SECRET: optionalText.pipe(z.string().min(32).optional()),
  /** Earlier secrets, comma-separated, still accepted (never used to sign) while a rotation settles. */
  COOKIE_SECRET_PREVIOUS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, 'each previous secret needs 32+ characters')))
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Number of demo lots the seed creates. */
  SEED_LOTS: z.coerce.number().int().min(100).max(200_000).default(20_000),
  /** Public origin for canonical links, e.g. https://severin-dev.ru. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Built app folder served by the server. */
  DIST_DIR: z.string().default('./dist'),
  /**
   * `off`: pages are not rendered on the server (the browser draws them, as the offline shell does);
   * for comparisons and as an emergency switch (decision 032).
   */
  SSR: z.enum(['on', 'off']).default('on'),
  /** Yandex SmartCaptcha client key; unset: the browser sends the placeholder token and loads no captcha script. */
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** Call-tracking registration URL the browser posts newsletter leads to (spec §7); unset: none. */
  CALL_TRACKING_URL: z.string().url().optional(),
  /** Yandex Metrika counter number (spec §7); loaded after the visitor accepts cookies. Unset: no analytics. */
  YANDEX_METRIKA_ID: optionalText.pipe(z.string().regex(COUNTER_ID_RE, 'a counter number').optional()),
  /** VK Top@Mail.ru counter number (the ad-network counter of spec §7); after cookie consent. Unset: none. */
  AD_COUNTER_ID: optionalText.pipe(z.string().regex(COUNTER_ID_RE, 'a counter number').optional()),
  /** Script URL of the callback widget (spec §7), https only; its origin is let through the CSP. Unset: none. */
  CALLBACK_WIDGET_SRC: optionalText.pipe(z.string().url().startsWith('https://').optional()),
  /** Yandex SmartCaptcha server key; unset (development, tests) accepts the placeholder token. */
  CAPTCHA_SERVER_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** SmartCaptcha validation endpoint (tests point it at a local fake). */
  CAPTCHA_VERIFY_URL: z.string().url().default('https://smartcaptcha.yandexcloud.net/validate'),
  /** How long to wait for the captcha service before accepting the lead as «unverified». */
  CAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  /** New anonymous visitors (first favourite or comparison without a cookie) per IP per minute. */
  VISITORS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Form posts and uploads per IP per minute. */
  FORMS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Private folder for uploaded files (CVs, tender offers); default `<DATA_DIR>/uploads`. */
  UPLOAD_DIR: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  // Lead delivery (decision 009): an outbox worker forwards every stored lead to the configured channels.
  /** CRM webhook: every lead is POSTed there as JSON with an `Idempotency-Key` header; unset: no webhook. */
  CRM_WEBHOOK_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().url().optional()),
  /** Sent as `Authorization: Bearer …` to the webhook when set. */
  CRM_WEBHOOK_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** `smtp://user:password@host:587` (or `smtps://…:465`); with LEADS_EMAIL_TO every lead is also mailed. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().url().optional()),
  /** Recipients of lead e-mails, comma-separated. */
  LEADS_EMAIL_TO: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** Sender of lead e-mails; default `Сайт Северин <no-reply@PRODUCTION_HOST>`. */
  LEADS_EMAIL_FROM: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** `off` stops the in-process delivery worker: leads are only stored. */
  LEAD_DELIVERY: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((value) => (value === 'off' ? 'off' : 'on')),
  /** How often the worker looks for due leads besides the wake-up after each new lead. */
  LEAD_DELIVERY_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  /** How long a claimed lead stays «sending» before another run may take it again (a crash mid-delivery). */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** First retry delay; doubles with every failed attempt up to an hour. */
  LEAD_DELIVERY_BACKOFF_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  /** Attempts before a lead is marked «failed» (`npm run leads:retry` queues it again). */
  LEAD_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** `off`: the first-screen pictures are rendered on the first request instead of right after start-up (decision 026). */
  IMAGE_WARMUP: z
    .enum(['on', 'off', ''])
    .optional()
    .transform((value) => (value === 'off' ? 'off' : 'on')),
  /** Memory for rendered pages kept per data version (html/render-cache.ts); `0` renders every request (benchmarks). */
  HTML_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** ЦИАН's own ЖК ids by project slug (`ostozhenka=12345,…`); a project without one gets our id in `/feeds/cian.xml`. */
  CIAN_JK_IDS: idMap(/^[a-z0-9-]+$/, '<project slug>'),
  /** ЦИАН's корпус ids by project slug and building number (`ostozhenka/1=67890,…`); unset ones get our building id. */
  CIAN_HOUSE_IDS: idMap(/^[a-z0-9-]+\/[^/=,]+$/, '<project slug>/<building number>'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    ...value,
    PUBLIC_ORIGIN: value.PUBLIC_ORIGIN ?? `https://${value.PRODUCTION_HOST}`,
    UPLOAD_DIR: value.UPLOAD_DIR ?? path.join(value.DATA_DIR, 'uploads'),
  };
}
