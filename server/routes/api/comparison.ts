/** `/api/comparison/`: the same per-visitor list as favourites, answered as `{ count, properties }` (spec §7). */
import { COMPARISON_LIMIT, comparisonListSchema } from '../../../src/schemas/favorites.ts';
import { comparisons } from '../../db/schema/visitors.ts';
import { visitorListRoutes } from './favorites.ts';

export default visitorListRoutes({
  path: 'comparison', table: comparisons, limit: COMPARISON_LIMIT, listKey: 'properties', listSchema: comparisonListSchema,
  tag: 'comparison', title: 'Сравнение',
});
