/**
 * The range filters as the UI shows them versus as the API takes them:
 * prices in millions of roubles on screen (sliders, inputs, chips), whole
 * roubles in the URL and the API; areas, floors and ceilings as they are.
 */
import { NBSP, formatNumber } from '@/lib/format';
import type { LotsFilters, Range } from '@/schemas/lots';

export type RangeName = 'price' | 'area' | 'floor';

export interface RangeUnit {
  /** API value → screen value. */
  scale: number;
  /** Slider step on screen; also its precision (spec §5: from the decimals of min, max, step). */
  step: number;
  unit: string;
  label: string;
  minKey: 'price_min' | 'area_min' | 'floor_min';
  maxKey: 'price_max' | 'area_max' | 'floor_max';
}

export const RANGE_UNITS: Record<RangeName, RangeUnit> = {
  price: { scale: 1_000_000, step: 0.1, unit: 'млн ₽', label: 'Цена', minKey: 'price_min', maxKey: 'price_max' },
  area: { scale: 1, step: 1, unit: 'м²', label: 'Площадь', minKey: 'area_min', maxKey: 'area_max' },
  floor: { scale: 1, step: 1, unit: 'этаж', label: 'Этаж', minKey: 'floor_min', maxKey: 'floor_max' },
};

/**
 * Figures the «от»/«до» fields keep (spec §9: range input, 2 decimals): 53,95 м²,
 * 20,25 млн ₽. The slider moves by its step; a typed value keeps its precision.
 */
export const RANGE_DECIMALS = 2;

/** API → screen with the fields' precision (31 125 000 ₽ → 31.13). */
export function toScreen(value: number, unit: RangeUnit): number {
  return Number((value / unit.scale).toFixed(RANGE_DECIMALS));
}

/** Screen → API: whole roubles, so the URL never shows 45600000.000001. */
export function toApi(value: number, unit: RangeUnit): number {
  return unit.scale === 1 ? value : Math.round(value * unit.scale);
}

/**
 * Slider bounds on screen from a `specs/` range, widened outward to whole
 * steps so the cheapest and dearest lots stay inside; null when nothing matches.
 */
export function screenBounds(range: Range | undefined, unit: RangeUnit): [number, number] | null {
  if (!range || range.min === null || range.max === null) return null;
  const decimals = String(unit.step).split('.')[1]?.length ?? 0;
  const factor = 10 ** decimals;
  const min = Math.floor((range.min / unit.scale) * factor) / factor;
  const max = Math.ceil((range.max / unit.scale) * factor) / factor;
  return [min, Math.max(min, max)];
}

/**
 * The filter patch for a committed screen range: a handle resting on its
 * bound means «no limit» on that side, so the URL stays short and a wider
 * catalogue later is not cut off by a stale bound. `null` is a side the
 * visitor left open; only two chosen ends are swapped when reversed (a
 * «до» typed below the cheapest lot stays a «до»).
 */
export function rangePatch(
  [from, to]: readonly [number | null, number | null],
  bounds: readonly [number, number] | null,
  unit: RangeUnit,
): Pick<LotsFilters, RangeUnit['minKey'] | RangeUnit['maxKey']> {
  const [low, high] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  const open = (value: number | null, isBound: (value: number) => boolean) =>
    value === null || value <= 0 || (bounds !== null && isBound(value)) ? undefined : toApi(value, unit);
  return {
    [unit.minKey]: open(low, (value) => value <= bounds![0]),
    [unit.maxKey]: open(high, (value) => value >= bounds![1]),
  };
}

/** «45,6», «53,95» — a screen value as text, the fields' precision at most (the fields print the same). */
export function formatScreen(value: number): string {
  return formatNumber(value, { maxDecimals: RANGE_DECIMALS });
}

/** «от 10 до 45,6 млн ₽», «до 80 м²», «от 3 этажа» — a range chip. */
export function rangeText(min: number | undefined, max: number | undefined, name: RangeName): string {
  const unit = RANGE_UNITS[name];
  const show = (value: number) => formatScreen(toScreen(value, unit));
  if (name === 'floor') {
    if (min !== undefined && max !== undefined) return min === max ? `Этаж ${min}` : `Этажи ${min}–${max}`;
    return min !== undefined ? `Этаж от${NBSP}${min}` : `Этаж до${NBSP}${max}`;
  }
  const parts = [min !== undefined ? `от${NBSP}${show(min)}` : '', max !== undefined ? `до${NBSP}${show(max)}` : ''];
  return `${unit.label} ${parts.filter(Boolean).join(' ')}${NBSP}${unit.unit.replace(' ', NBSP)}`;
}
