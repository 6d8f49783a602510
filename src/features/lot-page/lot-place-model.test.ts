import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/format';
import { lotDetail } from '@/schemas/lot-fixture';
import { floorView, metroViews } from './lot-place-model';

const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('metroViews', () => {
  it('sorts by time and gives colour, minutes and mode', () => {
    const [first, second] = metroViews(lotDetail().metro);
    expect([first.station, first.color, plain(first.time), first.mode, first.spoken]).toEqual([
      'Кропоткинская',
      '#EF161E',
      '6 мин',
      'walk',
      '6 минут пешком',
    ]);
    expect([second.station, second.line, second.mode, second.spoken]).toEqual([
      'Парк культуры',
      'Кольцевая',
      'transport',
      '12 минут на транспорте',
    ]);
  });

  it('agrees «минута» and keeps station keys unique', () => {
    const entry = lotDetail().metro[1];
    const on = (line: string) => ({ ...entry.metro_station, line: { ...entry.metro_station.line, name: line } });
    const views = metroViews([
      { ...entry, time: 1 },
      { ...entry, time: 3, metro_station: on('Кольцевая') },
      { ...entry, time: 21, metro_station: on('Калужско-Рижская') },
    ]);
    expect(views.map((view) => view.spoken)).toEqual(['1 минуту пешком', '3 минуты пешком', '21 минуту пешком']);
    expect(new Set(views.map((view) => view.key)).size).toBe(3);
  });

  it('names the line of each station, so one name on two lines reads as two stations', () => {
    const entry = lotDetail().metro[1];
    const station = (line: string, color: string) => ({ name: 'Марьина Роща', line: { name: line, color } });
    const views = metroViews([
      { ...entry, time: 6, metro_station: station('Люблинско-Дмитровская', '#99CC00') },
      { ...entry, time: 7, metro_station: station('Большая кольцевая', '#82C0C0') },
      {
        ...entry,
        time: 9,
        is_not_a_metro: true,
        metro_station: { name: 'Лужники', line: { name: 'Московское центральное кольцо', color: '#FFA8AF' } },
      },
    ]);
    expect(views.map((view) => `${view.station} · ${view.lineLabel}`)).toEqual([
      'Марьина Роща · Люблинско-Дмитровская линия',
      'Марьина Роща · Большая кольцевая линия',
      'Лужники · Московское центральное кольцо',
    ]);
  });

  it('keeps one entry for the same station, line and way of getting there: the quickest', () => {
    const entry = lotDetail().metro[1];
    const views = metroViews([
      { ...entry, time: 9 },
      { ...entry, time: 5 },
      { ...entry, time: 4, type: { ...entry.type, name: 'transport' } },
    ]);
    expect(views.map((view) => `${view.time} ${view.mode}`.replaceAll(NBSP, ' '))).toEqual([
      '4 мин transport',
      '5 мин walk',
    ]);
  });

  it('refuses anything but a hex colour (it goes into a style attribute)', () => {
    const entry = lotDetail().metro[0];
    const [view] = metroViews([
      { ...entry, metro_station: { ...entry.metro_station, line: { name: 'x', color: 'red;background:url(x)' } } },
    ]);
    expect(view.color).toBe('#9aa1a4');
  });

  it('marks railway stations', () => {
    const [view] = metroViews([{ ...lotDetail().metro[0], is_not_a_metro: true }]);
    expect(view.isMetro).toBe(false);
  });
});

describe('floorView', () => {
  it('highlights this lot among its neighbours', () => {
    const view = floorView(lotDetail());
    expect(view?.viewBox).toBe('0 0 1000 600');
    expect(view?.shapes.map((shape) => [shape.id, shape.status, shape.current])).toEqual([
      [148, 'free', true],
      [149, 'BOOKED', false],
    ]);
    expect(plain(view?.caption ?? '')).toBe('Лот № 148 на 5 этаже');
    // The number sits in the middle of the outline.
    expect(view?.shapes[1].center).toEqual({ x: 750, y: 130 });
  });

  it('falls back to the floor polygon when the lot is not among the outlines', () => {
    const lot = lotDetail();
    const view = floorView({ ...lot, floor: { ...lot.floor, lots: [lot.floor.lots[1]] } });
    expect(view?.shapes.find((shape) => shape.current)?.points).toBe('0,0 500,0 500,260 0,260');
  });

  it('is null without an outline for this lot or with a broken view box', () => {
    const lot = lotDetail();
    expect(floorView({ ...lot, floor: { ...lot.floor, polygon: null, lots: [] } })).toBeNull();
    expect(floorView({ ...lot, floor: { ...lot.floor, view_box: 'nonsense' } })).toBeNull();
  });

  it('skips malformed outlines', () => {
    const lot = lotDetail();
    const lots = [...lot.floor.lots, { id: 151, number: '151', status: 'free' as const, polygon: '"><script>' }];
    expect(floorView({ ...lot, floor: { ...lot.floor, lots } })?.shapes).toHaveLength(2);
  });
});
