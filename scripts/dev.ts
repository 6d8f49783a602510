/**
 * `npm run dev`: the Fastify app (API, media files, PDF) on an internal port,
 * restarted by `tsx watch` when server code changes, and Vite's dev server on
 * PORT (3000) with hot reload, proxying those paths to it. Ctrl+C stops both.
 *
 * Pages come from Vite here, so the per-route status and meta of the server's
 * HTML plugin apply to `npm start` and the tests, not to development.
 */
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { MEDIA_URL_PREFIX } from '../server/db/schema/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

/** Asks the OS for a free port, so a second checkout's dev server does not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const apiPort = Number(process.env.API_PORT ?? (await freePort()));
const apiOrigin = `http://127.0.0.1:${apiPort}`;

const api = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: String(apiPort), HOST: '127.0.0.1' },
  },
);

/** Filled once Vite runs; a stop before that only has the API server to end. */
const running: { vite?: ViteDevServer } = {};
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill('SIGTERM');
  await running.vite?.close();
  // Leave time for the server's graceful shutdown (it closes the embedded database).
  if (api.exitCode === null) {
    await new Promise((resolve) => {
      api.once('exit', resolve);
      setTimeout(resolve, 12_000).unref();
    });
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`[dev] the API server stopped (exit ${code ?? 'signal'}); stopping Vite`);
    void stop(code ?? 1);
  }
});

/** The first start migrates and seeds the database; proxying before that only prints errors. */
async function waitForApi(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && api.exitCode === null) {
    try {
      if ((await fetch(`${apiOrigin}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.warn(`[dev] the API server is not answering at ${apiOrigin} yet; starting Vite anyway`);
}
await waitForApi(180_000);

const target = { target: apiOrigin, changeOrigin: false, xfwd: true };
const vite = await createServer({
  root,
  server: {
    port,
    host,
    strictPort: true,
    // `/media` and `/media/{slug}` are pages; only the file prefix belongs to the API server.
    proxy: { '/api': target, [MEDIA_URL_PREFIX.replace(/\/$/, '')]: target, '/pdf': target },
  },
});
running.vite = vite;
await vite.listen();
vite.printUrls();
console.log(`  ➜  API:     ${apiOrigin} (proxied: /api, ${MEDIA_URL_PREFIX}, /pdf)`);
