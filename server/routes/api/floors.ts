/** `/api/floors/` (+ `facets/`, `specs/`, `{id}/`): floors with matching lots; `{id}/` — the floor plate with lot outlines. */
import { floorDetailSchema, floorListSchema } from '../../../src/schemas/lot-structure.ts';
import type { FloorInfo } from '../../services/lots/snapshot.ts';
import { floorCard, floorDetail } from '../../services/lots/structure-cards.ts';
import { structureRoutes } from './lot-structure.ts';

export default structureRoutes({
  kind: 'floors',
  title: 'Этажи',
  notFound: 'Этаж не найден',
  genitive: 'этажа',
  listSchema: floorListSchema,
  detailSchema: floorDetailSchema,
  card: (snapshot, entity, stats) => floorCard(snapshot, entity as FloorInfo, stats),
  detail: (snapshot, entity, query) => floorDetail(snapshot, entity as FloorInfo, query),
});
