/** `/api/apartments/` (+ `facets/`, `specs/`, `{id}/`, `?layout=`): flats, apartments, townhouses, parking and storage (spec §7). */
import { lotCatalogueRoutes } from './lot-catalogue.ts';

export default lotCatalogueRoutes('apartments', 'Жилая недвижимость, машино-места и кладовые');
