/**
 * The listing feeds for Yandex Realty and ЦИАН (issue 32):
 * `GET /feeds/yandex-realty.xml` and `GET /feeds/cian.xml`, every lot on
 * sale (services/feeds/). Outside `/api` and outside the route guard, like
 * the sitemap: the sites' robots fetch them on the production host.
 *
 * - Streamed: the document is written a group of lots at a time from the
 *   in-memory catalogue and never exists whole (200 000 lots, ~100 000 on
 *   sale, make ~250 MB of XML; a request holds a few tens of MB at most,
 *   `npm run bench:feeds`); the compress plugin gzips or brotlis the stream
 *   on the way (~50 times smaller: the offers repeat each other).
 * - ETag from the catalogue snapshot's key (lots, projects, buildings, finishings),
 *   the content version (the seller's contacts, metro names, pictures), the
 *   origin and the ЦИАН ids: `If-None-Match` is answered 304 before anything
 *   is read. Cached five minutes: the sites poll every few hours at most.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conditionalGet, etagFor, sendNotModified } from '../plugins/etag.ts';
import { cianFormat } from '../services/feeds/cian.ts';
import { loadFeedContext } from '../services/feeds/feed-context.ts';
import { feedDocument, type FeedFormat } from '../services/feeds/feed-format.ts';
import { lotsOnSale } from '../services/feeds/lot-facts.ts';
import { xmlStream } from '../services/feeds/xml-writer.ts';
import { yandexRealtyFormat } from '../services/feeds/yandex-realty.ts';
import { contentVersionFor } from '../services/content-version.ts';
import { catalogueFor } from '../services/lots/catalogue.ts';

const XML = 'application/xml; charset=utf-8';
const FEED_CACHE_CONTROL = 'public, max-age=300';
/** Part of the ETag: raise it when a feed's document changes for the same data. */
const FEED_DOCUMENT_VERSION = 1;

export default async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The origin alone: a trailing slash or path in the setting must not double the lot pages' slashes.
  const origin = new URL(app.config.PUBLIC_ORIGIN).origin;
  const ids = { jk: app.config.CIAN_JK_IDS, house: app.config.CIAN_HOUSE_IDS };
  const idsKey = JSON.stringify([[...ids.jk], [...ids.house]]);
  const feeds: Record<string, FeedFormat> = { 'yandex-realty': yandexRealtyFormat, cian: cianFormat(ids) };

  for (const [name, format] of Object.entries(feeds)) {
    app.get(`/feeds/${name}.xml`, { schema: { hide: true } }, async (request, reply) => {
      const snapshot = await catalogueFor(app.db).current();
      const contentVersion = await contentVersionFor(app.db).current();
      const etag = etagFor('feed', name, FEED_DOCUMENT_VERSION, snapshot.key, contentVersion, origin, idsKey);
      if (conditionalGet(request, reply, etag, FEED_CACHE_CONTROL)) return sendNotModified(reply);
      // Fastify answers HEAD by draining what GET sends: an empty stream, not seconds of XML thrown away.
      if (request.method === 'HEAD') return reply.type(XML).send(xmlStream([]));
      const context = await loadFeedContext(app.db, snapshot, origin);
      const document = feedDocument(format, lotsOnSale(snapshot, context, format.kinds), context, new Date());
      return reply.type(XML).send(xmlStream(document));
    });
  }
}
