/**
 * The scheduled lots pull (issue 32, services/lots-io/feed-pull.ts): with
 * `IMPORT_FEED_URL` set, the first pull runs `IMPORT_FEED_FIRST_DELAY_S`
 * after start-up, then every `IMPORT_FEED_INTERVAL_MIN`; closing the app
 * stops it and waits for a pull under way. Unset: nothing runs.
 */
import fp from 'fastify-plugin';
import { feedPuller, type FeedPuller } from '../services/lots-io/feed-pull.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running puller; null without IMPORT_FEED_URL. */
    lotsImportFeed: FeedPuller | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('lotsImportFeed', null);
    const url = app.config.IMPORT_FEED_URL;
    if (!url) return;
    const log = app.log.child({ module: 'lots-feed' });
    app.addHook('onReady', async () => {
      app.lotsImportFeed = feedPuller(app.database, url, log, {
        intervalMs: app.config.IMPORT_FEED_INTERVAL_MIN * 60_000,
        firstDelayMs: app.config.IMPORT_FEED_FIRST_DELAY_S * 1000,
      });
      log.info(
        { feed: new URL(url).host, everyMinutes: app.config.IMPORT_FEED_INTERVAL_MIN },
        'lots feed pull scheduled',
      );
    });
    app.addHook('onClose', async () => app.lotsImportFeed?.stop());
  },
  { name: 'lots-import-feed', dependencies: ['db'] },
);
