/** Test fixtures for the compare screen: lots with every compare field. Imported by tests only. */
import type { SavedEntry, SavedLotData } from '@/entities/saved-lots/saved-lots-model';

export const FLAT: SavedLotData = {
  id: 1, kind: 'flat', number: '36', rooms: 2, is_euro: false, area: 64.3, floor_number: 5, floors_total: 24,
  price: 45_600_000, old_price: null, price_per_m2: 709_176, min_mortgage: 180_900, status: 'free',
  project: { id: 6, slug: 'roshcha', name: 'Северин Роща' }, building_number: '2', section_number: 1,
  completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' }, finishing_name: 'White box',
  plan: '/media/plans/1.svg', advantage: 'Угловое остекление', url: '/flat/1',
  type: 'apartments', completion_quarter: 4, completion_year: 2027, finishing_id: 2, district: 'Марьина Роща',
  project_name: 'Северин Роща', destination: { station: 'Марьина Роща', time: 7, transport: 'walk' }, layout_name: '2Е-64',
  directions_of_view: [{ name: 'Парк' }, { name: 'Двор' }], dressing_room: true, balcony: false, ceiling_height: 3.15,
  unification: true, living_area: 34.2, kitchen_area: 12, bathroom_area: 4.5,
};

export const entry = (lot: SavedLotData, type: SavedEntry['type'] = 'apartments', pending = false): SavedEntry => ({
  property: lot.id, type, created_at: '2025-01-01T00:00:00Z', lot, pending,
});
