/** `/api/commercials/` (+ `facets/`, `specs/`, `{id}/`): commercial, office and free-use premises (spec §7). */
import { lotCatalogueRoutes } from './lot-catalogue.ts';

export default lotCatalogueRoutes('commercials', 'Коммерческие помещения');
