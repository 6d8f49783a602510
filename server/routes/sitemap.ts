/**
 * `/sitemap.xml` (an index), `/sitemaps/{section}-{n}.xml` (parts of at most
 * `urlLimit` addresses) and `/robots.txt`, generated from the database with
 * the configured public origin. Registered by the HTML plugin, outside
 * `/api` and outside the route guard: crawlers read them on any host.
 *
 * The sections are collected at most once a minute per app: a crawler
 * walking every part must not rebuild 20 000 lot addresses each time.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stageForHost } from '../../src/lib/stage.ts';
import {
  renderSitemapIndex,
  renderUrlset,
  splitIntoParts,
  SITEMAP_URL_LIMIT,
  type SitemapPart,
} from '../../src/lib/seo/sitemap-xml.ts';
import { robotsTxt } from '../../src/lib/seo/robots.ts';
import { SITEMAP_SECTIONS, parseSitemapPart, sitemapPartParamsSchema } from '../../src/schemas/sitemap.ts';
import type { ApiError } from '../../src/schemas/site.ts';
import { collectSitemap } from '../services/seo/sitemap-sources.ts';

export interface SitemapOptions {
  /** Addresses per part; the protocol's 50 000 unless a test splits sooner. */
  urlLimit?: number;
  /** How long collected sections are reused. */
  ttlMs?: number;
}

const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, max-age=600';
/** As the other unhashed public files (static-files.ts). */
const ROBOTS_CACHE = 'public, max-age=3600';

export default async function sitemapRoutes(fastify: FastifyInstance, options: SitemapOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = options.urlLimit ?? SITEMAP_URL_LIMIT;
  const ttlMs = options.ttlMs ?? 60_000;
  const origin = app.config.PUBLIC_ORIGIN;
  let kept: { parts: Map<string, SitemapPart>; expires: number } | null = null;
  let pending: Promise<Map<string, SitemapPart>> | null = null;

  async function parts(): Promise<Map<string, SitemapPart>> {
    if (kept && kept.expires > Date.now()) return kept.parts;
    pending ??= collectSitemap(app.db)
      .then((sections) => {
        const all = new Map<string, SitemapPart>();
        for (const section of SITEMAP_SECTIONS) {
          for (const part of splitIntoParts(section, sections[section], limit)) all.set(part.name, part);
        }
        kept = { parts: all, expires: Date.now() + ttlMs };
        return all;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const index = renderSitemapIndex([...(await parts()).values()], origin);
    return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(index);
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: sitemapPartParamsSchema } }, async (request, reply) => {
    const name = parseSitemapPart(request.params.file);
    const part = name ? (await parts()).get(`${name.section}-${name.number}`) : undefined;
    if (!part) {
      const body: ApiError = { status: 404, message: `Часть карты сайта не найдена: ${request.params.file}` };
      return reply.status(404).send(body);
    }
    return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(renderUrlset(part.entries, origin));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const production = stageForHost(request.host, app.config.PRODUCTION_HOST) === 'production';
    return reply
      .header('cache-control', ROBOTS_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ origin, production }));
  });
}
