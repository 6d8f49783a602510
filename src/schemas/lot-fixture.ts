/**
 * Test helper: a lot card and a lot detail shaped like `/api/apartments/`
 * and `/api/apartments/{id}/` answers (lot-fixture.test.ts checks them
 * against the schemas). The one lot of the lot page's, the print sheet's and
 * the PDF's tests; here because pdf/ may import only src/lib and src/schemas.
 * Imported by tests only.
 */
import type { LotCard, LotDetail } from './lots.ts';

export function lotCard(over: Partial<LotCard> = {}): LotCard {
  return {
    id: 148,
    kind: 'flat',
    number: '148',
    rooms: 2,
    is_euro: false,
    area: 64.32,
    floor_number: 5,
    floors_total: 24,
    price: 45_640_000,
    old_price: 51_200_000,
    price_per_m2: 709_577,
    min_mortgage: 98_500,
    status: 'free',
    project: { id: 1, slug: 'ostozhenka', name: 'Северин Остоженка' },
    building_number: '2',
    section_number: 3,
    completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' },
    finishing_name: 'White box',
    plan: '/media/files/plans/148.svg',
    advantage: 'Угловое остекление',
    url: '/flat/148',
    ...over,
  };
}

export function lotDetail(over: Partial<LotDetail> = {}): LotDetail {
  return {
    ...lotCard(),
    living_area: 34.5,
    kitchen_area: 14.2,
    bathroom_area: 5.65,
    ceiling_height: 3.15,
    balcony: true,
    dressing_room: true,
    terrace: false,
    directions_of_view: [{ name: 'Москва-река' }, { name: 'Кремль' }],
    unification: false,
    layout_name: '2-комнатная, 64,3 м²',
    finishing_id: 2,
    district: 'Хамовники',
    address: 'Москва, 1-й Зачатьевский переулок, 8',
    project_name: 'Северин Остоженка',
    metro: [
      {
        is_not_a_metro: false,
        time: 12,
        metro_station: { name: 'Парк культуры', line: { name: 'Кольцевая', color: '#8D5B2D' } },
        type: { name: 'transport', icon_content: '<svg></svg>' },
      },
      {
        is_not_a_metro: false,
        time: 6,
        metro_station: { name: 'Кропоткинская', line: { name: 'Сокольническая', color: '#EF161E' } },
        type: { name: 'walk', icon_content: '<svg></svg>' },
      },
    ],
    floor: {
      id: 50,
      number: 5,
      view_box: '0 0 1000 600',
      polygon: '0,0 500,0 500,260 0,260',
      lots: [
        { id: 148, number: '148', status: 'free', polygon: '0,0 500,0 500,260 0,260' },
        { id: 149, number: '149', status: 'BOOKED', polygon: '500,0 1000,0 1000,260 500,260' },
      ],
    },
    building: { id: 7, number: '2', name: 'Корпус 2', floors_total: 24 },
    section: { id: 30, number: 3 },
    similar: [lotCard({ id: 150, number: '150', url: '/flat/150', price: 44_100_000 })],
    photos: [
      { kind: 'interior', image: '/media/files/projects/ostozhenka/interior-living.svg', title: 'Гостиная' },
      { kind: 'interior', image: '/media/files/projects/ostozhenka/interior-kitchen.svg', title: 'Кухня' },
      { kind: 'interior', image: '/media/files/projects/ostozhenka/interior-bedroom.svg', title: 'Спальня' },
      { kind: 'view', image: '/media/files/projects/ostozhenka/view-low.svg', title: 'Вид из окон' },
    ],
    price_history: [
      { date: '2026-05-01T09:00:00.000Z', price: 47_050_000 },
      { date: '2026-06-15T09:00:00.000Z', price: 45_640_000 },
    ],
    updated_at: '2026-07-01T10:00:00.000Z',
    ...over,
  };
}
