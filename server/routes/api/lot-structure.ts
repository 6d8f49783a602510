/**
 * Routes of one structure resource (`buildings`, `sections`, `floors`,
 * `layouts`; spec §7): list, `facets/`, `specs/`, `{id}/`. Lists and details
 * take the lot filters; `facets/` and `specs/` are those of the lots over the
 * whole catalogue (every kind), i.e. the filter panel of a genplan or шахматка.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { structureQuerySchema, type StructureQuery } from '../../../src/schemas/lot-structure.ts';
import { facetsSchema, specsSchema } from '../../../src/schemas/lots.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { positiveId } from '../../../src/schemas/whole-numbers.ts';
import { catalogueFor } from '../../services/lots/catalogue.ts';
import { computeFacets } from '../../services/lots/facets.ts';
import { normaliseQuery } from '../../services/lots/filters.ts';
import { computeSpecs } from '../../services/lots/list.ts';
import type { Snapshot } from '../../services/lots/snapshot.ts';
import { entities, listEntities, type Entity, type Stats, type StructureKind } from '../../services/lots/structure.ts';
import { answerFromCatalogue } from './lot-catalogue.ts';

export interface StructureResource<Card, Detail> {
  kind: StructureKind;
  title: string;
  /** «Корпус не найден». */
  notFound: string;
  /** Genitive for the id error: «Номер корпуса — …». */
  genitive: string;
  // Plain `ZodType`: the type provider cannot resolve a generic schema; builders below stay typed.
  listSchema: z.ZodType;
  detailSchema: z.ZodType;
  card(snapshot: Snapshot, entity: Entity, stats: Stats): Card;
  detail(snapshot: Snapshot, entity: Entity, query: StructureQuery): Detail;
}

const idParams = (what: string) =>
  z.object({
    id: positiveId(`Номер ${what} — целое положительное число`),
  });

/** Filters only: paging, ordering and `all` do not change facets or specs. */
function filtersOf(query: StructureQuery) {
  const { page: _page, page_size: _size, ordering: _ordering, all: _all, ...filters } = query;
  return filters;
}

export function structureRoutes<Card, Detail>(resource: StructureResource<Card, Detail>) {
  const { kind, title, genitive } = resource;
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['lots'];

    app.get(
      `/${kind}/`,
      {
        schema: {
          tags,
          summary: `${title} с подходящими под фильтры лотами`,
          querystring: structureQuerySchema,
          response: { 200: resource.listSchema },
        },
      },
      async (request, reply) => {
        const key = `${kind}/list:${normaliseQuery(request.query)}`;
        return answerFromCatalogue(app, request, reply, key, resource.listSchema, (snapshot) =>
          listEntities(snapshot, kind, request.query, (entity, stats) => resource.card(snapshot, entity, stats)),
        );
      },
    );

    app.get(
      `/${kind}/facets/`,
      {
        schema: {
          tags,
          summary: `${title}: фильтры лотов с числом лотов`,
          querystring: structureQuerySchema,
          response: { 200: facetsSchema },
        },
      },
      async (request, reply) => {
        const filters = filtersOf(request.query);
        return answerFromCatalogue(
          app,
          request,
          reply,
          `all/facets:${normaliseQuery(filters)}`,
          facetsSchema,
          (snapshot) => computeFacets(snapshot, 'all', filters),
        );
      },
    );

    app.get(
      `/${kind}/specs/`,
      {
        schema: {
          tags,
          summary: `${title}: диапазоны цены, площади, этажа при фильтрах`,
          querystring: structureQuerySchema,
          response: { 200: specsSchema },
        },
      },
      async (request, reply) => {
        const filters = filtersOf(request.query);
        return answerFromCatalogue(
          app,
          request,
          reply,
          `all/specs:${normaliseQuery(filters)}`,
          specsSchema,
          (snapshot) => computeSpecs(snapshot, 'all', filters),
        );
      },
    );

    app.get(
      `/${kind}/:id/`,
      {
        schema: {
          tags,
          summary: `${title}: одна запись с лотами`,
          params: idParams(genitive),
          querystring: structureQuerySchema,
          response: { 200: resource.detailSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const snapshot = await catalogueFor(app.db).current();
        const entity = entities(snapshot, kind).get(request.params.id);
        if (!entity) return reply.status(404).send({ status: 404, message: resource.notFound });
        const key = `${kind}/detail:${entity.id}:${normaliseQuery(filtersOf(request.query))}`;
        return answerFromCatalogue(app, request, reply, key, resource.detailSchema, (current) =>
          resource.detail(current, entities(current, kind).get(entity.id) ?? entity, request.query),
        );
      },
    );
  };
}
