/** `/api/apartments/` (+ `facets/`, `specs/`, `{id}/`, `?layout=`): flats, apartments, townhouses, parking and storage (spec §7). */
import { lotCatalogRoutes } from './lot-catalog.ts';

export default lotCatalogRoutes('apartments', 'Жилая недвижимость, машино-места и кладовые');
