/** Environment configuration, validated once at start-up (README lists every variable). */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server through node-postgres. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Production host name; every other host is a test stage (spec §9). */
  PRODUCTION_HOST: z.string().default('severin-dev.ru'),
  /** Lifts the route guard on the production host too (spec §2). */
  DEV_FLAG: flag,
  /** Secret for signed cookies and CSRF tokens; generated per process when unset. */
  COOKIE_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Number of demo lots the seed creates. */
  SEED_LOTS: z.coerce.number().int().min(100).max(200_000).default(20_000),
  /** Public origin for canonical links, e.g. https://severin-dev.ru. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Built app folder served by the server. */
  DIST_DIR: z.string().default('./dist'),
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
    COOKIE_SECRET: value.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: value.PUBLIC_ORIGIN ?? `https://${value.PRODUCTION_HOST}`,
  };
}
