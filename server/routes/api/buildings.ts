/** `/api/buildings/` (+ `facets/`, `specs/`, `{id}/`): buildings with matching lots; `{id}/` is the шахматка (sections × floors). */
import { buildingDetailSchema, buildingListSchema } from '../../../src/schemas/lot-structure.ts';
import type { BuildingInfo } from '../../services/lots/snapshot.ts';
import { buildingCard, buildingDetail } from '../../services/lots/structure-cards.ts';
import { structureRoutes } from './lot-structure.ts';

export default structureRoutes({
  kind: 'buildings',
  title: 'Корпуса',
  notFound: 'Корпус не найден',
  genitive: 'корпуса',
  listSchema: buildingListSchema,
  detailSchema: buildingDetailSchema,
  card: (snapshot, entity, stats) => buildingCard(snapshot, entity as BuildingInfo, stats),
  detail: (snapshot, entity, query) => buildingDetail(snapshot, entity as BuildingInfo, query),
});
