/**
 * Loads the server's render of the app (`<dist>/.ssr/entry-server.js`, built
 * by `npm run build`, decision 032) and gives it the API in-process: the
 * page's reads go through `app.inject` (html/render-reads.ts), so they meet
 * the same routes, schemas, caches and database errors as a browser's, with
 * no network and no second way to read data. Without the bundle (an older
 * build, the API tests' fake one, `SSR=off`) pages are drawn by the browser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { SeoPage } from '../../src/schemas/site.ts';
import type { ServerRenderInput, ServerRenderModule, ServerRenderResult } from '../../src/lib/render/server-render.ts';
import { catalogueFor } from '../services/lots/catalogue.ts';
import { contentVersionFor } from '../services/content-version.ts';
import { createRenderReads, withKnownSeoPage } from './render-reads.ts';
import { RenderQueue, type RenderQueueOptions } from './render-queue.ts';
import { moscowDay, SSR_ENTRY } from './render-key.ts';

type PageRenderInput = Omit<ServerRenderInput, 'fetchFn'> & {
  /** The page's meta as the request resolved it: the render's read of it is answered from this. */
  seoPage?: SeoPage;
};

export interface PageRenderer {
  render(input: PageRenderInput): Promise<ServerRenderResult>;
  /** The bundle's file. */
  readonly bundle: string;
}

/**
 * A few renders at once overlap their reads' waits; more only slow each
 * other. A page that cannot start within 1.5 s is drawn by the browser: by
 * then the shell and the app's own reads serve the visitor sooner.
 */
const RENDER_QUEUE: RenderQueueOptions = { concurrency: 4, maxWaitMs: 1500 };

export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
  queueOptions = RENDER_QUEUE,
): Promise<PageRenderer | null> {
  const file = path.resolve(distDir, SSR_ENTRY);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerRenderModule;
  // Every screen's module once, at start: no page waits for its first import.
  await entry.warmUp();
  const version = async () => {
    const [catalogue, content] = await Promise.all([
      catalogueFor(app.db).current(),
      contentVersionFor(app.db).current(),
    ]);
    return `${catalogue.key}:${content}:${moscowDay()}`;
  };
  const reads = createRenderReads((request) => app.inject({ method: 'GET', ...request }), version);
  const queue = new RenderQueue(queueOptions);
  return {
    bundle: file,
    render: ({ seoPage, ...input }) =>
      queue.run(() =>
        entry.render({ ...input, fetchFn: withKnownSeoPage(reads(new URL(input.config.origin).host), seoPage) }),
      ),
  };
}
