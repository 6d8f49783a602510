/**
 * `/api/comparison/`: the same per-visitor list as favourites, answered as
 * `{ count, properties }` (spec §7); each lot carries every comparable field
 * of spec §3, so the compare screen needs no call per lot.
 */
import { COMPARISON_LIMIT, comparisonItemSchema, comparisonListSchema } from '../../../src/schemas/favorites.ts';
import { comparisons } from '../../db/schema/visitors.ts';
import { compareLotBuilder } from '../../services/lots/compare.ts';
import { visitorListRoutes } from './favorites.ts';

export default visitorListRoutes({
  path: 'comparison',
  table: comparisons,
  limit: COMPARISON_LIMIT,
  listKey: 'properties',
  listSchema: comparisonListSchema,
  itemSchema: comparisonItemSchema,
  lotBuilder: compareLotBuilder,
  tag: 'comparison',
  title: 'Сравнение',
});
