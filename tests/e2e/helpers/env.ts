/** Settings shared by playwright.config.ts (server environment) and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** The server under test treats this Host header as production (guard active). */
export const E2E_PRODUCTION_HOST = 'severin-dev.ru';

/** Debian's Chromium (Playwright cannot download its own here); the flags keep it from phoning home. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The admin endpoints' token of the server under test (issue 32's lot import and export); 24+ characters. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/**
 * Set (by `.ci/run`): the server under test runs on that PostgreSQL database instead of a fresh
 * embedded one, so a spec can be proven on both (the lots round trip of issue 32).
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || undefined;
