/**
 * Pure arithmetic of the slider (spec §5): clamping, ordering, snapping to
 * the step, precision, percent positions and keyboard moves. The component
 * only wires events to these functions, so every rule is tested here.
 */

/** One number, or a `[lower, upper]` pair for a range. */
export type SliderValue = number | readonly [number, number];

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export interface SliderMark {
  value: number;
  label: string;
}

/** Marks as plain values, `{ value: label }` or explicit objects. */
export type SliderMarks = readonly number[] | Readonly<Record<number, string>> | readonly SliderMark[];

/** Digits after the point, exponent notation included (`1e-7` → 7). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** Spec §5: precision comes from the decimals of min, max and step. */
export function precisionOf({ min, max, step }: SliderBounds): number {
  return Math.max(decimalsOf(min), decimalsOf(max), decimalsOf(step));
}

/** Rounds away binary noise: 0.1 + 0.2 → 0.3 at precision 1. */
export function roundTo(value: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** The message logged when the bounds are upside down; null when they are fine. */
export function boundsError(min: number, max: number): string | null {
  return min > max ? `Slider: min (${min}) is greater than max (${max})` : null;
}

/**
 * Usable bounds: swapped when min exceeds max (the error is logged by the
 * component, the slider keeps working), a non-positive step becomes 1.
 */
export function normalizeBounds({ min, max, step }: SliderBounds): SliderBounds {
  return { min: Math.min(min, max), max: Math.max(min, max), step: step > 0 ? step : 1 };
}

/** Nearest step from `min`; `max` stays reachable even when the span is not a multiple of the step. */
export function snap(value: number, bounds: SliderBounds): number {
  const { min, max, step } = bounds;
  const precision = precisionOf(bounds);
  const clamped = clamp(value, min, max);
  // The ratio is rounded first: 0.35 / 0.1 is 3.4999…, which would snap down.
  const stepped = roundTo(min + Math.round(roundTo((clamped - min) / step, 6)) * step, precision);
  if (stepped > max || max - clamped < Math.abs(clamped - stepped)) return max;
  return stepped;
}

/**
 * Any incoming value as a sorted list of one or two numbers, each clamped
 * between min and max and rounded to the precision (spec §5: in a range the
 * lower value is first). Non-finite numbers fall back to the bounds.
 */
export function normalizeValue(value: SliderValue, bounds: SliderBounds): number[] {
  const precision = precisionOf(bounds);
  const fix = (raw: number, fallback: number) =>
    roundTo(clamp(Number.isFinite(raw) ? raw : fallback, bounds.min, bounds.max), precision);
  if (typeof value === 'number') return [fix(value, bounds.min)];
  const pair = [fix(value[0], bounds.min), fix(value[1], bounds.max)];
  return pair[0] <= pair[1] ? pair : [pair[1], pair[0]];
}

/** Back to the public shape: a number for a single slider, a pair for a range. */
export function toSliderValue(values: readonly number[]): SliderValue {
  return values.length > 1 ? [values[0], values[1]] : values[0];
}

export function sameValues(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Position of a value along the rail, 0–100. */
export function toPercent(value: number, { min, max }: SliderBounds): number {
  if (max === min) return 0;
  return clamp(((value - min) / (max - min)) * 100, 0, 100);
}

/** The stepped value under a pointer at `ratio` (0–1) of the rail width. */
export function valueAtRatio(ratio: number, bounds: SliderBounds): number {
  return snap(bounds.min + clamp(ratio, 0, 1) * (bounds.max - bounds.min), bounds);
}

/**
 * Which handle a rail click moves: the nearest one. When both sit on the
 * same spot, a click below them takes the lower handle and a click above the
 * upper one, so stacked handles can always be pulled apart.
 */
export function nearestHandle(values: readonly number[], target: number): number {
  if (values.length < 2) return 0;
  const [lower, upper] = values;
  const toLower = Math.abs(target - lower);
  const toUpper = Math.abs(target - upper);
  if (toLower === toUpper) return target > upper ? 1 : 0;
  return toLower < toUpper ? 0 : 1;
}

/** Moves handle `index` to `next`, never past its neighbour, so the order always holds. */
export function moveHandle(values: readonly number[], index: number, next: number, bounds: SliderBounds): number[] {
  const low = index > 0 ? values[index - 1] : bounds.min;
  const high = index < values.length - 1 ? values[index + 1] : bounds.max;
  const moved = [...values];
  moved[index] = roundTo(clamp(next, low, high), precisionOf(bounds));
  return moved;
}

/**
 * Keys of the WAI-ARIA slider pattern; null for keys the slider ignores.
 * Arrows move one step along the grid of `min + k·step` (from an off-grid
 * value such as an odd max, the first press lands on the grid); PageUp and
 * PageDown move ten steps; Home and End go to the bounds.
 */
export function keyTarget(key: string, current: number, bounds: SliderBounds): number | null {
  const { min, max, step } = bounds;
  if (key === 'Home') return min;
  if (key === 'End') return max;
  const steps = { ArrowRight: 1, ArrowUp: 1, PageUp: 10, ArrowLeft: -1, ArrowDown: -1, PageDown: -10 }[key];
  if (steps === undefined) return null;
  const position = roundTo((current - min) / step, 6);
  const base = steps > 0 ? Math.floor(position) : Math.ceil(position);
  return roundTo(clamp(min + (base + steps) * step, min, max), precisionOf(bounds));
}

/** Marks inside the bounds, sorted, with their positions. */
export function normalizeMarks(
  marks: SliderMarks | undefined,
  bounds: SliderBounds,
  format: (value: number) => string = String,
): (SliderMark & { percent: number })[] {
  if (!marks) return [];
  const list: SliderMark[] = Array.isArray(marks)
    ? marks.map((mark: number | SliderMark) => (typeof mark === 'number' ? { value: mark, label: format(mark) } : mark))
    : Object.entries(marks as Record<number, string>).map(([value, label]) => ({ value: Number(value), label }));
  return list
    .filter((mark) => Number.isFinite(mark.value) && mark.value >= bounds.min && mark.value <= bounds.max)
    .sort((a, b) => a.value - b.value)
    .map((mark) => ({ ...mark, percent: toPercent(mark.value, bounds) }));
}
