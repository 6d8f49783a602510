import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/format';
import { lotDetail } from '@/schemas/lot-fixture';
import { lotName } from './lot-name';
import {
  completionText,
  floorText,
  lotViewModel,
  metresText,
  placeText,
  priceDropText,
  priceView,
} from './lot-view-model';

/** Formatters emit U+00A0; tests read better with plain spaces. */
const plain = (text: string) => text.replaceAll(NBSP, ' ');
/** The render's moment the page is drawn at: 1 December 2026, Moscow. */
const NOW = Date.parse('2026-12-01T09:00:00+03:00');

describe('lotName', () => {
  it('agrees the room adjective with the noun', () => {
    expect(lotName({ kind: 'flat', rooms: 2, is_euro: false })).toBe('2-комнатная квартира');
    expect(lotName({ kind: 'apartments', rooms: 3, is_euro: false })).toBe('3-комнатные апартаменты');
    expect(lotName({ kind: 'townhouse', rooms: 5, is_euro: false })).toBe('5-комнатный таунхаус');
  });

  it('names studios and euro layouts', () => {
    expect(lotName({ kind: 'flat', rooms: 0, is_euro: false })).toBe('Квартира-студия');
    expect(lotName({ kind: 'apartments', rooms: 0, is_euro: false })).toBe('Апартаменты-студия');
    expect(lotName({ kind: 'flat', rooms: 2, is_euro: true })).toBe('Квартира Евро-2');
  });

  it('uses the kind alone for lots without rooms', () => {
    expect(lotName({ kind: 'parking', rooms: null, is_euro: false })).toBe('Машино-место');
    expect(lotName({ kind: 'storage', rooms: null, is_euro: false })).toBe('Кладовая');
    expect(lotName({ kind: 'office', rooms: 3, is_euro: false })).toBe('Офис');
    expect(lotName({ kind: 'premise', rooms: null, is_euro: false })).toBe('Помещение свободного назначения');
  });
});

describe('lotViewModel', () => {
  it('titles the lot with its type, rooms and number', () => {
    const view = lotViewModel(lotDetail(), NOW);
    expect(plain(view.title)).toBe('2-комнатная квартира № 148');
    expect(plain(view.shortTitle)).toBe('Лот № 148');
    expect(plain(view.planAlt)).toBe('Планировка: 2-комнатная квартира № 148, 64,3 м²');
  });

  it('lists areas with one decimal and leaves missing ones out', () => {
    const areas = lotViewModel(lotDetail(), NOW).areas.map((fact) => `${fact.label}: ${plain(fact.value)}`);
    expect(areas).toEqual(['Общая площадь: 64,3 м²', 'Жилая площадь: 34,5 м²', 'Кухня: 14,2 м²', 'Санузел: 5,7 м²']);
    const parking = lotViewModel(lotDetail({ living_area: null, kitchen_area: null, bathroom_area: 0 }), NOW);
    expect(parking.areas.map((fact) => fact.label)).toEqual(['Общая площадь']);
  });

  it('gives floor, building, completion, finishing, ceiling and views', () => {
    const facts = Object.fromEntries(
      lotViewModel(lotDetail(), NOW).facts.map((fact) => [fact.label, plain(fact.value)]),
    );
    expect(facts).toEqual({
      Этаж: '5 из 24',
      'Корпус и секция': 'Корпус 2, секция 3',
      'Срок сдачи': 'Сдача 4 кв. 2027',
      Отделка: 'White box',
      'Высота потолков': '3,15 м',
      'Вид из окон': 'Москва-река, Кремль',
    });
  });

  it('drops empty facts', () => {
    const view = lotViewModel(
      lotDetail({ finishing_name: null, ceiling_height: null, directions_of_view: [], section: null }),
      NOW,
    );
    expect(view.facts.map((fact) => fact.label)).toEqual(['Этаж', 'Корпус', 'Срок сдачи']);
  });

  it('lists the yes/no features present', () => {
    expect(lotViewModel(lotDetail(), NOW).features).toEqual(['Балкон', 'Гардеробная']);
    const all = lotViewModel(
      lotDetail({ balcony: false, terrace: true, dressing_room: false, unification: true }),
      NOW,
    );
    expect(all.features).toEqual(['Терраса', 'Возможно объединение']);
  });

  it('lets only free lots be booked and labels the others', () => {
    expect(lotViewModel(lotDetail(), NOW).canBook).toBe(true);
    expect(lotViewModel(lotDetail(), NOW).status).toEqual({ kind: 'free' });
    const booked = lotViewModel(lotDetail({ status: 'BOOKED' }), NOW);
    expect([booked.canBook, booked.status]).toEqual([false, { kind: 'booked', label: 'Забронирован' }]);
    const sold = lotViewModel(lotDetail({ status: 'sold' }), NOW);
    expect([sold.canBook, sold.status]).toEqual([false, { kind: 'sold', label: 'Продан' }]);
  });

  it('keeps the advantage text trimmed, empty without one', () => {
    expect(lotViewModel(lotDetail({ advantage: '  Вид на реку ' }), NOW).advantage).toBe('Вид на реку');
    expect(lotViewModel(lotDetail({ advantage: null }), NOW).advantage).toBe('');
  });
});

describe('priceView', () => {
  it('shows millions with one decimal, the old price, discount, per m² and mortgage', () => {
    const view = priceView(lotDetail(), NOW);
    expect(plain(view.price)).toBe('45,6 млн ₽');
    expect(plain(view.oldPrice)).toBe('51,2 млн ₽');
    expect(plain(view.discount)).toBe('−11 %');
    expect(plain(view.perMeter)).toBe('709 577 ₽/м²');
    expect(plain(view.mortgage)).toBe('от 98 500 ₽/мес.');
  });

  it("links «Рассчитать ипотеку» to the calculator with the lot's price and project", () => {
    const lot = lotDetail();
    expect(priceView(lot, NOW).mortgageCalculator).toBe(
      `/purchase/mortgage?price=${lot.price}&project=${lot.project.id}&lot=${lot.id}`,
    );
    expect(priceView({ ...lot, min_mortgage: null }, NOW).mortgageCalculator).toBe('');
  });

  it('shows thousands below a million (spec §9)', () => {
    expect(
      plain(
        priceView({ ...lotDetail(), price: 850_000, old_price: null, price_per_m2: 120_000, min_mortgage: null }, NOW)
          .price,
      ),
    ).toBe('850 тыс ₽');
  });

  it('has no old price, discount or mortgage when there are none', () => {
    const view = priceView(
      { ...lotDetail(), price: 30_000_000, old_price: null, price_per_m2: 500_000, min_mortgage: null },
      NOW,
    );
    expect([view.oldPrice, view.discount, view.mortgage]).toEqual(['', '', '']);
    // An «old» price below the current one is bad data, not a discount.
    expect(
      priceView({ ...lotDetail(), price: 30_000_000, old_price: 29_000_000, price_per_m2: 1, min_mortgage: 1 }, NOW)
        .oldPrice,
    ).toBe('');
  });
});

describe('small texts', () => {
  it('reads floors, underground levels included', () => {
    expect(plain(floorText(5, 24))).toBe('5 из 24');
    expect(floorText(-1, 31)).toBe('\u22121, подземный');
    expect(floorText(3, 0)).toBe('3');
  });

  it('names the building once', () => {
    expect(placeText({ building: { id: 1, number: '2', name: 'Корпус 2', floors_total: 9 }, section: null })).toBe(
      'Корпус 2',
    );
    expect(
      placeText({ building: { id: 1, number: '2', name: 'Север', floors_total: 9 }, section: { id: 1, number: 1 } }),
    ).toBe('Корпус 2 «Север», секция 1');
    expect(placeText({ building: { id: 1, number: '2А', name: '', floors_total: 9 }, section: null })).toBe(
      'Корпус 2А',
    );
  });

  it('writes completion per spec §4, with the server text first', () => {
    const lot = lotDetail();
    expect(completionText(lot)).toBe('Сдача 4 кв. 2027');
    expect(completionText({ completion: { status: 'building', quarter: 2, year: 2028, text: '' } })).toBe(
      'Сдача 2 кв. 2028',
    );
    expect(completionText({ completion: { status: 'built', quarter: 2, year: 2028, text: '' } })).toBe(
      'Построен, но не сдан',
    );
    expect(completionText({ completion: { status: 'ready', quarter: 2, year: 2028, text: '' } })).toBe(
      'Построен и сдан',
    );
    expect(completionText({ completion: { status: 'hand_over', quarter: 2, year: 2028, text: '' } })).toBe('Дом сдан');
  });

  it('gives ceiling heights in metres', () => {
    expect(plain(metresText(3))).toBe('3,0 м');
    expect(plain(metresText(3.15))).toBe('3,15 м');
  });
});

describe('priceDropText (issue 32)', () => {
  const point = (date: string, price: number) => ({ date, price });

  it('says how much and when the last change lowered the price', () => {
    const history = [point('2026-05-01T09:00:00Z', 47_050_000), point('2026-11-12T07:00:00Z', 45_150_000)];
    expect(plain(priceDropText(history, NOW))).toBe('Цена снижена на 4 % 12 ноября');
    expect(priceDropText(history, NOW)).toContain(`4${NBSP}%`);
  });

  it('writes the year when the cut was in another year, and 1 % for a cut under half a percent', () => {
    expect(
      plain(priceDropText([point('2025-06-01T09:00:00Z', 10_000_000), point('2025-12-30T22:00:00Z', 9_990_000)], NOW)),
    ).toBe('Цена снижена на 1 % 31 декабря 2025');
  });

  it('says nothing after a rise, for a single price or none', () => {
    expect(
      priceDropText([point('2026-05-01T09:00:00Z', 10_000_000), point('2026-11-01T09:00:00Z', 11_000_000)], NOW),
    ).toBe('');
    expect(priceDropText([point('2026-05-01T09:00:00Z', 10_000_000)], NOW)).toBe('');
    expect(priceDropText([], NOW)).toBe('');
  });

  it("is on the lot's price view", () => {
    expect(plain(lotViewModel(lotDetail(), NOW).price.drop)).toBe('Цена снижена на 3 % 15 июня');
  });
});
