/** `/api/sections/` (+ `facets/`, `specs/`, `{id}/`): sections with matching lots; `{id}/` — its floors and lots. */
import { sectionDetailSchema, sectionListSchema } from '../../../src/schemas/lot-structure.ts';
import type { SectionInfo } from '../../services/lots/snapshot.ts';
import { sectionCard, sectionDetail } from '../../services/lots/structure-cards.ts';
import { structureRoutes } from './lot-structure.ts';

export default structureRoutes({
  kind: 'sections',
  title: 'Секции',
  notFound: 'Секция не найдена',
  genitive: 'секции',
  listSchema: sectionListSchema,
  detailSchema: sectionDetailSchema,
  card: (snapshot, entity, stats) => sectionCard(snapshot, entity as SectionInfo, stats),
  detail: (snapshot, entity, query) => sectionDetail(snapshot, entity as SectionInfo, query),
});
