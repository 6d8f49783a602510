/**
 * The range filters as the UI shows them versus as the API takes them:
 * prices in millions of roubles on screen (sliders, inputs, chips), whole
 * roubles in the URL and the API; areas, floors and ceilings as they are.
 */
import { NBSP, formatNumber } from '@/lib/format';
import { RANGE_FILTERS, rangeParam, type RangeSpec } from '@/schemas/lot-filter-params';
import type { RangeKey, RangeParam } from '@/schemas/lot-filters';
import type { Range } from '@/schemas/lots';

/** A range row of the filter table (src/schemas/lot-filters.ts): its unit, scale, step, label and ends. */
export type RangeUnit = RangeSpec;

export const RANGE_UNITS = Object.fromEntries(RANGE_FILTERS.map((row) => [row.key, row])) as Record<
  RangeKey,
  RangeUnit
>;

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
 * «до» typed below the cheapest lot stays a «до»). Only the row's ends are set.
 */
export function rangePatch(
  [from, to]: readonly [number | null, number | null],
  bounds: readonly [number, number] | null,
  unit: RangeUnit,
): Partial<Record<RangeParam, number | undefined>> {
  const [low, high] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  const open = (value: number | null, isBound: (value: number) => boolean) =>
    value === null || value <= 0 || (bounds !== null && isBound(value)) ? undefined : toApi(value, unit);
  const patch: Partial<Record<RangeParam, number | undefined>> = {};
  for (const end of unit.ends)
    patch[rangeParam(unit, end)] =
      end === 'min' ? open(low, (value) => value <= bounds![0]) : open(high, (value) => value >= bounds![1]);
  return patch;
}

/** «45,6», «53,95» — a screen value as text, the fields' precision at most (the fields print the same). */
export function formatScreen(value: number): string {
  return formatNumber(value, { maxDecimals: RANGE_DECIMALS });
}

/** «от 10 до 45,6 млн ₽», «до 80 м²», «от 3 этажа», «Потолки от 3 м» — a range chip. */
export function rangeText(min: number | undefined, max: number | undefined, key: RangeKey): string {
  const unit = RANGE_UNITS[key];
  const show = (value: number) => formatScreen(toScreen(value, unit));
  if (unit.ordinal) {
    if (min !== undefined && max !== undefined)
      return min === max ? `${unit.label} ${min}` : `${unit.ordinal.plural} ${min}–${max}`;
    return min !== undefined ? `${unit.label} от${NBSP}${min}` : `${unit.label} до${NBSP}${max}`;
  }
  const parts = [min !== undefined ? `от${NBSP}${show(min)}` : '', max !== undefined ? `до${NBSP}${show(max)}` : ''];
  const word = unit.chipLabel ?? unit.label;
  return `${word} ${parts.filter(Boolean).join(' ')}${NBSP}${unit.unit.replace(' ', NBSP)}`;
}
