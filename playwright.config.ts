/**
 * End-to-end tests in Debian's Chromium (scripts/ensure-chromium.sh installs
 * it; Playwright's own browser download is not reachable from our machines)
 * against the built server with a freshly seeded embedded database.
 */
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_LAUNCH_OPTIONS as launchOptions,
  E2E_ADMIN_TOKEN,
  E2E_DATABASE_URL,
  E2E_PORT as port,
  E2E_PRODUCTION_HOST,
} from './tests/e2e/helpers/env.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /pwa-.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
        // The worker would serve cached lists and the shell; these specs test the server and the pages.
        serviceWorkers: 'block',
      },
    },
    {
      // Installability, caching, offline and updates: the service worker is the subject here.
      name: 'pwa',
      testMatch: /pwa-.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions, serviceWorkers: 'allow' },
    },
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/start-server.ts',
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: !process.env.CI,
    // Migrations and the seed run on the first start.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PRODUCTION_HOST: E2E_PRODUCTION_HOST,
      // The guard must be active on the production host in these tests.
      DEV_FLAG: '',
      // Fewer lots than the demo default keep the start fast; the routes need only a few.
      SEED_LOTS: '2000',
      // The form specs send dozens of leads and uploads from one address within a minute.
      FORMS_RATE_LIMIT: '1000',
      // Every spec's fresh browser context is a new visitor from 127.0.0.1.
      VISITORS_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      // Half a minute of hero renders would compete with the first specs for the CPU; tests/api/image-warmup.test.ts covers it.
      IMAGE_WARMUP: 'off',
      // The lots round trip (issue 32) exports and imports through the admin endpoints.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}),
    },
  },
});
