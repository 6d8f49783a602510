/** Test helper: a lot detail shaped like `/api/apartments/{id}/` answers. Imported by tests and the bench only. */
import type { LotDetail } from '../src/schemas/lots.ts';
import type { SheetContext } from './lot-sheet-types.ts';

/** 23 November 2026, 12:00 in Moscow (09:00 UTC). */
export const FIXTURE_CONTEXT: SheetContext = {
  priceDate: new Date('2026-11-23T09:00:00Z'),
  phone: '+7 (495) 120-45-67',
  hours: 'Ежедневно с 9:00 до 21:00',
};

export function fixtureLot(over: Partial<LotDetail> = {}): LotDetail {
  return {
    id: 125,
    kind: 'flat',
    number: '125',
    rooms: 2,
    is_euro: false,
    area: 64.32,
    floor_number: 5,
    floors_total: 24,
    price: 45_640_000,
    old_price: null,
    price_per_m2: 709_577,
    min_mortgage: 98_500,
    status: 'free',
    project: { id: 1, slug: 'ostozhenka', name: 'Северин Остоженка' },
    building_number: '2',
    section_number: 3,
    completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' },
    finishing_name: 'White box',
    plan: '/media/files/plans/12.svg',
    advantage: null,
    url: '/flat/125',
    living_area: 34.5,
    kitchen_area: 14.2,
    bathroom_area: 5.65,
    ceiling_height: 3.15,
    balcony: true,
    dressing_room: false,
    terrace: false,
    directions_of_view: [{ name: 'Москва-река' }, { name: 'Кремль' }],
    unification: false,
    layout_name: null,
    finishing_id: 2,
    district: 'Хамовники',
    address: 'Москва, 1-й Зачатьевский переулок, 8',
    project_name: 'Северин Остоженка',
    metro: [
      {
        is_not_a_metro: false,
        time: 6,
        metro_station: { name: 'Кропоткинская', line: { name: 'Сокольническая', color: '#EF161E' } },
        type: { name: 'walk', icon_content: '' },
      },
    ],
    floor: { id: 50, number: 5, view_box: '0 0 1000 600', polygon: null, lots: [] },
    building: { id: 7, number: '2', name: 'Корпус 2', floors_total: 24 },
    section: { id: 30, number: 3 },
    similar: [],
    photos: [],
    price_history: [
      { date: '2026-05-01T09:00:00.000Z', price: 47_050_000 },
      { date: '2026-06-15T09:00:00.000Z', price: 45_640_000 },
    ],
    updated_at: '2026-07-01T10:00:00.000Z',
    ...over,
  };
}
