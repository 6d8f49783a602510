/**
 * Once the server listens, renders the first-screen pictures into the image
 * endpoint's cache in the background (services/image-warmup.ts, decision
 * 026). Not on `ready`: tests that only `inject` would pay for it in every
 * suite. `IMAGE_WARMUP=off` skips it (a replica behind a shared image cache).
 */
import fp from 'fastify-plugin';
import { firstScreenImagePasses, firstScreenImageSources, warmImages } from '../services/image-warmup.ts';

export default fp(
  async (app) => {
    if (app.config.IMAGE_WARMUP === 'off') return;
    let closing = false;
    let warming: Promise<void> | undefined;
    const log = app.log.child({ module: 'image-warmup' });

    app.addHook('onListen', async () => {
      // Not awaited: listening must not wait for sharp.
      warming = (async () => {
        for (const pass of firstScreenImagePasses(await firstScreenImageSources(app.db))) {
          const result = await warmImages(app, pass.urls, () => closing);
          if (closing) return;
          if (result.failed.length > 0)
            log.warn({ failed: result.failed }, 'some first-screen pictures could not be rendered');
          // bench:web waits for the desktop line before it measures (a render would compete with the page for the CPU).
          log.info({ rendered: result.rendered, ms: result.ms }, `first-screen pictures rendered: ${pass.name} widths`);
        }
      })().catch((error: unknown) => {
        if (!closing) log.warn({ err: error }, 'first-screen pictures were not rendered ahead');
      });
    });
    app.addHook('onClose', async () => {
      closing = true;
      // The render in flight finishes (a second or so at most) before the database closes under it.
      await warming;
    });
  },
  { name: 'image-warmup', dependencies: ['db'] },
);
