/**
 * Routes of one lot catalogue (`apartments` or `commercials`, spec §7): the
 * list, `facets/`, `specs/` and `{id}/`. All answers come from the in-memory
 * catalogue; ETag = hash(snapshot key, route, normalised query), so a
 * 304 is decided before any work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { positiveId } from '../../../src/schemas/whole-numbers.ts';
import {
  facetsSchema,
  lotDetailSchema,
  lotListSchema,
  lotsQuerySchema,
  specsSchema,
  type LotsQuery,
} from '../../../src/schemas/lots.ts';
import { conditionalGet, etagFor, sendNotModified } from '../../plugins/etag.ts';
import { toDetail } from '../../services/lots/cards.ts';
import { lotPhotos, projectPhotoFiles } from '../../services/lots/lot-photos.ts';
import { priceHistoryOf } from '../../services/lots/price-history.ts';
import { catalogueFor } from '../../services/lots/catalogue.ts';
import { computeFacets } from '../../services/lots/facets.ts';
import { CATALOGUE_KINDS, normaliseQuery, type CatalogueName } from '../../services/lots/filters.ts';
import { computeSpecs, listLots } from '../../services/lots/list.ts';
import type { Snapshot } from '../../services/lots/snapshot.ts';
import { publicEntry, snapshotMetroEntries } from '../../services/metro-entries.ts';

export const lotIdParamsSchema = z.object({
  id: positiveId('Номер лота — целое положительное число'),
});

/**
 * Answers from the current snapshot: 304 when the client's copy is fresh,
 * else the JSON text of `compute`, memoised per snapshot and query, so a
 * repeated query costs a map lookup. The text bypasses the per-request zod
 * serializer; outside production it is checked against `schema` once, when computed.
 */
export async function answerFromCatalogue<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType<T>,
  compute: (snapshot: Snapshot) => T,
): Promise<FastifyReply> {
  const catalogue = catalogueFor(app.db);
  const snapshot = await catalogue.current();
  if (conditionalGet(request, reply, etagFor(snapshot.key, key))) return sendNotModified(reply);
  const json = catalogue.remember(snapshot, key, () => {
    const body = compute(snapshot);
    if (app.config.NODE_ENV !== 'production') schema.parse(body);
    return JSON.stringify(body);
  });
  return reply.type('application/json; charset=utf-8').send(json);
}

const NOT_FOUND = { status: 404, message: 'Лот не найден' };

export function lotCatalogueRoutes(name: Exclude<CatalogueName, 'all'>, title: string) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['lots'];
    const keyOf = (route: string, query: Partial<LotsQuery>) => `${name}/${route}:${normaliseQuery(query)}`;

    // Load the catalogue in the background as soon as the server is up, so the first visitor doesn't wait.
    app.addHook('onReady', async () => {
      catalogueFor(app.db)
        .current()
        .catch((error: unknown) => app.log.warn({ err: error }, 'lot catalogue preload failed'));
    });

    app.get(
      `/${name}/`,
      {
        schema: {
          tags,
          summary: `${title}: список с фильтрами, сортировкой и страницами`,
          querystring: lotsQuerySchema,
          response: { 200: lotListSchema },
        },
      },
      async (request, reply) => {
        return answerFromCatalogue(app, request, reply, keyOf('list', request.query), lotListSchema, (snapshot) =>
          listLots(snapshot, name, request.query),
        );
      },
    );

    app.get(
      `/${name}/facets/`,
      {
        schema: {
          tags,
          summary: `${title}: значения фильтров с числом лотов при остальных активных фильтрах`,
          querystring: lotsQuerySchema,
          response: { 200: facetsSchema },
        },
      },
      async (request, reply) => {
        const { page: _page, page_size: _size, ordering: _ordering, ...filters } = request.query;
        return answerFromCatalogue(app, request, reply, keyOf('facets', filters), facetsSchema, (snapshot) =>
          computeFacets(snapshot, name, filters),
        );
      },
    );

    app.get(
      `/${name}/specs/`,
      {
        schema: {
          tags,
          summary: `${title}: min и max диапазонов при активных фильтрах`,
          querystring: lotsQuerySchema,
          response: { 200: specsSchema },
        },
      },
      async (request, reply) => {
        const { page: _page, page_size: _size, ordering: _ordering, ...filters } = request.query;
        return answerFromCatalogue(app, request, reply, keyOf('specs', filters), specsSchema, (snapshot) =>
          computeSpecs(snapshot, name, filters),
        );
      },
    );

    app.get(
      `/${name}/:id/`,
      {
        schema: {
          tags,
          summary: `${title}: карточка лота; лот другого типа — 404`,
          params: lotIdParamsSchema,
          response: { 200: lotDetailSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const snapshot = await catalogueFor(app.db).current();
        const lot = snapshot.byId.get(request.params.id);
        if (!lot || !CATALOGUE_KINDS[name].has(lot.kind)) return reply.status(404).send(NOT_FOUND);
        // Metro is per project and only on the detail page: one small query.
        const metro = (await snapshotMetroEntries(app.db, snapshot)).get(lot.project.id) ?? [];
        const [files, priceHistory] = await Promise.all([
          projectPhotoFiles(app.db, snapshot),
          priceHistoryOf(app.db, snapshot, lot.id),
        ]);
        const photos = lotPhotos(lot, files);
        if (
          conditionalGet(
            request,
            reply,
            etagFor(snapshot.key, `${name}/detail:${lot.id}`, JSON.stringify([metro, photos])),
          )
        )
          return sendNotModified(reply);
        return toDetail(snapshot, lot, metro.map(publicEntry), photos, priceHistory);
      },
    );
  };
}
