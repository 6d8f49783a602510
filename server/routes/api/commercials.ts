/** `/api/commercials/` (+ `facets/`, `specs/`, `{id}/`): commercial, office and free-use premises (spec §7). */
import { lotCatalogRoutes } from './lot-catalog.ts';

export default lotCatalogRoutes('commercials', 'Коммерческие помещения');
