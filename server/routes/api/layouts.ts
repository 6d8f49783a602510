/** `/api/layouts/` (+ `facets/`, `specs/`, `{id}/`): layouts with matching lots; `{id}/` — plan, areas and the cheapest lots. */
import { layoutDetailSchema, layoutListSchema } from '../../../src/schemas/lot-structure.ts';
import type { LayoutInfo } from '../../services/lots/snapshot.ts';
import { layoutCard, layoutDetail } from '../../services/lots/structure-cards.ts';
import { structureRoutes } from './lot-structure.ts';

export default structureRoutes({
  kind: 'layouts',
  title: 'Планировки',
  notFound: 'Планировка не найдена',
  genitive: 'планировки',
  listSchema: layoutListSchema,
  detailSchema: layoutDetailSchema,
  card: (snapshot, entity, stats) => layoutCard(snapshot, entity as LayoutInfo, stats),
  detail: (snapshot, entity, query) => layoutDetail(snapshot, entity as LayoutInfo, query),
});
