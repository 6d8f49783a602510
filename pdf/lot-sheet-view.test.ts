import { describe, expect, it } from 'vitest';
import { DEVELOPER_DISCLAIMER } from '../src/lib/legal-texts.ts';
import { lotDetail } from '../src/schemas/lot-fixture.ts';
import { FIXTURE_CONTEXT } from './sheet-context-fixture.ts';
import { lotSheetView, moscowDateText } from './lot-sheet-view.ts';

const NB = '\u00a0';
const view = (over: Parameters<typeof lotDetail>[0] = {}) => lotSheetView(lotDetail(over), FIXTURE_CONTEXT);
const row = (v: ReturnType<typeof view>, label: string) => v.rows.find((item) => item.label === label)?.value;

describe('lotSheetView', () => {
  it('prints a flat: heading, rooms, areas, floor, building, price in millions and per m²', () => {
    const v = view();
    expect(v.brand).toBe('Северин');
    expect(v.project).toBe('Северин Остоженка');
    expect(v.heading).toBe(`Квартира №${NB}148`);
    expect(v.subtitle).toBe(`2-комнатная · 64,3${NB}м²`);
    expect(v.price).toBe(`45,6${NB}млн${NB}₽`);
    expect(v.pricePerMeter).toBe(`709${NB}577${NB}₽/м²`);
    expect(v.oldPrice).toBe(`51,2${NB}млн${NB}₽`);
    expect(v.rows.map((item) => item.label)).toEqual([
      'Комнат',
      'Общая площадь',
      'Жилая площадь',
      'Кухня',
      'Этаж',
      'Корпус, секция',
      'Срок сдачи',
      'Отделка',
      'Потолки',
      'Вид из окон',
      'Особенности',
    ]);
    expect(row(v, 'Жилая площадь')).toBe(`34,5${NB}м²`);
    expect(row(v, 'Этаж')).toBe(`5${NB}из${NB}24`);
    expect(row(v, 'Корпус, секция')).toBe('Корпус 2, секция 3');
    expect(row(v, 'Потолки')).toBe(`3,15${NB}м`);
    expect(v.completion).toBe('Сдача 4 кв. 2027');
    expect(v.finishing).toBe('White box');
    expect(v.directions).toBe('Москва-река, Кремль');
    expect(v.metro).toEqual([
      { station: 'Парк культуры', color: '#8D5B2D', time: `12${NB}мин на транспорте` },
      { station: 'Кропоткинская', color: '#EF161E', time: `6${NB}мин пешком` },
    ]);
  });

  it('names the line of a station listed twice (Марьина Роща on two lines), not of the others', () => {
    const station = (name: string, line: string, time: number) => ({
      is_not_a_metro: false,
      time,
      metro_station: { name, line: { name: line, color: '#99CC00' } },
      type: { name: 'walk' as const, icon_content: '' },
    });
    const v = view({
      metro: [
        station('Марьина Роща', 'Люблинско-Дмитровская', 6),
        station('Марьина Роща', 'Большая кольцевая', 7),
        station('Достоевская', 'Люблинско-Дмитровская', 9),
      ],
    });
    expect(v.metro.map((entry) => entry.station)).toEqual([
      'Марьина Роща (Люблинско-Дмитровская)',
      'Марьина Роща (Большая кольцевая)',
      'Достоевская',
    ]);
  });

  it('names studios and euro layouts', () => {
    expect(view({ rooms: 0 }).subtitle).toBe(`Студия · 64,3${NB}м²`);
    expect(row(view({ rooms: 0 }), 'Комнат')).toBe('Студия');
    const euro = view({ kind: 'apartments', rooms: 3, is_euro: true });
    expect(euro.heading).toBe(`Апартаменты №${NB}148`);
    expect(row(euro, 'Комнат')).toBe('Евро-3');
    expect(euro.subtitle.startsWith('Евро-3 · ')).toBe(true);
  });

  it('prints commercial and parking lots without rooms, underground floors and the building alone', () => {
    const office = view({ kind: 'office', rooms: null, living_area: null, kitchen_area: null });
    expect(office.heading).toBe(`Офис №${NB}148`);
    expect(office.rows.some((item) => item.label === 'Комнат' || item.label === 'Жилая площадь')).toBe(false);
    const parking = view({
      kind: 'parking',
      number: 'М-12',
      rooms: 2,
      area: 13.25,
      price: 850_000,
      price_per_m2: 64_151,
      floor_number: -2,
      section: null,
      plan: null,
    });
    expect(parking.heading).toBe(`Машино-место №${NB}М-12`);
    expect(parking.subtitle).toBe(`13,3${NB}м²`);
    expect(parking.price).toBe(`850${NB}тыс${NB}₽`);
    expect(row(parking, 'Этаж')).toBe('\u22122, подземный');
    expect(row(parking, 'Корпус')).toBe('Корпус 2');
    expect(row(parking, 'Комнат')).toBeUndefined();
  });

  it('shows the old price and the discount of a discounted lot, none of a lot without one', () => {
    const v = view({ old_price: 51_200_000 });
    expect(v.oldPrice).toBe(`51,2${NB}млн${NB}₽`);
    expect(v.discount).toBe(`\u221211${NB}%`);
    expect(view({ old_price: null })).toMatchObject({ oldPrice: '', discount: '' });
    // An "old" price below the price is a data slip, not a discount.
    expect(view({ old_price: 40_000_000 }).oldPrice).toBe('');
  });

  it('uses the spec §4 texts for finished buildings and leaves out empty facts', () => {
    const v = view({
      completion: { status: 'hand_over', quarter: 2, year: 2024, text: '' },
      finishing_name: null,
      directions_of_view: [],
      ceiling_height: null,
      balcony: false,
    });
    expect(v.completion).toBe('Дом сдан');
    expect(row(v, 'Срок сдачи')).toBe('Дом сдан');
    expect(v.rows.map((item) => item.label)).not.toEqual(
      expect.arrayContaining(['Отделка', 'Вид из окон', 'Потолки', 'Особенности']),
    );
  });

  it('dates the price on the Moscow calendar day and carries contacts and the footer disclaimer', () => {
    const v = view();
    expect(v.priceValidity).toBe(`Цена действительна на 23${NB}ноября${NB}2026`);
    // 22:30 UTC on the 23rd is already the 24th in Moscow (UTC+3).
    expect(moscowDateText(new Date('2026-11-23T22:30:00Z'))).toBe(`24${NB}ноября${NB}2026`);
    expect(v.phone).toBe('+7 (495) 120-45-67');
    expect(v.hours).toBe('Ежедневно с 9:00 до 21:00');
    expect(v.disclaimer).toBe(DEVELOPER_DISCLAIMER);
    expect(v.disclaimer).toMatch(/наш\.дом\.рф\.$/);
    expect(v.qrCaption).toBe('Страница лота');
  });

  it('marks booked and sold lots', () => {
    expect(view().status).toBe('');
    expect(view({ status: 'BOOKED' }).status).toBe('Забронирован');
    expect(view({ status: 'sold' }).status).toBe('Продан');
  });
});
