/**
 * The server's render of the app (decision 032) as a shared service:
 * `app.pageRenderer` is null when there is no render bundle or `SSR=off`.
 * Loaded once the routes exist (it reads through them) and before the
 * server listens.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { loadPageRenderer, type PageRenderer } from '../html/ssr-renderer.ts';

export default fp(
  async (app) => {
    app.decorate('pageRenderer', null as PageRenderer | null);
    if (app.config.SSR === 'off') return;
    app.addHook('onReady', async () => {
      app.pageRenderer = await loadPageRenderer(app, path.resolve(app.config.DIST_DIR));
      app.log.info(
        { bundle: app.pageRenderer?.bundle ?? null },
        app.pageRenderer ? 'pages rendered on the server' : 'no server render bundle: pages drawn in the browser',
      );
    });
  },
  { name: 'ssr' },
);

declare module 'fastify' {
  interface FastifyInstance {
    pageRenderer: PageRenderer | null;
  }
}
