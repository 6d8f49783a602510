import { describe, expect, it } from 'vitest';
import { RANGE_UNITS, formatScreen, rangePatch, rangeText, screenBounds, toApi, toScreen } from './range-units';
import { foundText } from './catalogue-texts';

const price = RANGE_UNITS.price;

describe('price in millions on screen, roubles in the API', () => {
  it('converts both ways without float noise', () => {
    expect(toScreen(45_600_000, price)).toBe(45.6);
    expect(toApi(45.6, price)).toBe(45_600_000);
    expect(toApi(0.3, price)).toBe(300_000);
  });

  it('keeps two decimals a visitor typed, in the fields and the chips alike (comma as the mark)', () => {
    expect(toScreen(20_250_000, price)).toBe(20.25);
    expect(toScreen(53.95, RANGE_UNITS.area)).toBe(53.95);
    expect(toScreen(31_125_000, price)).toBe(31.13);
    expect(formatScreen(53.9)).toBe('53,9');
    expect(rangeText(53.95, 76.9, 'area').replaceAll('\u00a0', ' ')).toBe('Площадь от 53,95 до 76,9 м²');
    expect(rangeText(20_250_000, undefined, 'price').replaceAll('\u00a0', ' ')).toBe('Цена от 20,25 млн ₽');
  });

  it('widens specs to whole steps', () => {
    expect(screenBounds({ min: 31_120_000, max: 96_110_000 }, price)).toEqual([31.1, 96.2]);
    expect(screenBounds({ min: null, max: null }, price)).toBeNull();
  });

  it('leaves a side unlimited when its handle rests on the bound', () => {
    expect(rangePatch([31.1, 50], [31.1, 96.2], price)).toEqual({ price_min: undefined, price_max: 50_000_000 });
    expect(rangePatch([60, 40], [31.1, 96.2], price)).toEqual({ price_min: 40_000_000, price_max: 60_000_000 });
    expect(rangePatch([31.1, 96.2], [31.1, 96.2], price)).toEqual({ price_min: undefined, price_max: undefined });
  });

  it('keeps an open side open and a typed «до» below the cheapest lot a «до»', () => {
    expect(rangePatch([null, 20], [31.1, 96.2], price)).toEqual({ price_min: undefined, price_max: 20_000_000 });
    expect(rangePatch([50, null], [31.1, 96.2], price)).toEqual({ price_min: 50_000_000, price_max: undefined });
    expect(rangePatch([null, 0], [31.1, 96.2], price)).toEqual({ price_min: undefined, price_max: undefined });
  });
});

describe('foundText: Russian plurals', () => {
  it.each([
    [1, 'Найден 1 лот'],
    [2, 'Найдено 2 лота'],
    [5, 'Найдено 5 лотов'],
    [11, 'Найдено 11 лотов'],
    [21, 'Найден 21 лот'],
    [1234, 'Найдено 1 234 лота'],
    [0, 'Ничего не найдено'],
  ])('%i → %s', (count, text) => {
    expect(foundText(count).replaceAll('\u00a0', ' ')).toBe(text);
  });
});
