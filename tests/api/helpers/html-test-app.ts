/**
 * The seeded app serving a fake build (`fake-dist.ts`) as the production host,
 * for the suites about pages: status, meta, JSON-LD, caches.
 */
import { createFakeDist } from './fake-dist.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const HTML_TEST_HOST = 'severin-dev.ru';

export async function createHtmlTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dist = createFakeDist();
  const harness = await createTestApp({ env: { PRODUCTION_HOST: HTML_TEST_HOST, DIST_DIR: dist.dir, ...env } });
  return {
    ...harness,
    async close() {
      await harness.close();
      dist.remove();
    },
  };
}
