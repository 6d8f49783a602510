import { describe, expect, it } from 'vitest';
import {
  boundsError,
  clamp,
  decimalsOf,
  keyTarget,
  moveHandle,
  nearestHandle,
  normalizeBounds,
  normalizeMarks,
  normalizeValue,
  precisionOf,
  roundTo,
  sameValues,
  snap,
  toPercent,
  toSliderValue,
  valueAtRatio,
} from './slider-math';

const B = { min: 0, max: 100, step: 1 };

describe('precision', () => {
  it.each([
    [1, 0],
    [0.5, 1],
    [2.25, 2],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
  ])('decimalsOf(%d) = %i', (value, expected) => {
    expect(decimalsOf(value)).toBe(expected);
  });

  it('takes the most decimals of min, max and step', () => {
    expect(precisionOf({ min: 0, max: 10, step: 1 })).toBe(0);
    expect(precisionOf({ min: 2.5, max: 10, step: 1 })).toBe(1);
    expect(precisionOf({ min: 0, max: 3.75, step: 0.5 })).toBe(2);
    expect(precisionOf({ min: 0, max: 1, step: 0.001 })).toBe(3);
  });

  it('rounds away binary noise', () => {
    expect(roundTo(0.1 + 0.2, 1)).toBe(0.3);
    expect(roundTo(2.345, 2)).toBe(2.35);
  });
});

describe('bounds', () => {
  it('reports min above max', () => {
    expect(boundsError(10, 5)).toBe('Slider: min (10) is greater than max (5)');
    expect(boundsError(5, 5)).toBeNull();
    expect(boundsError(0, 5)).toBeNull();
  });

  it('swaps reversed bounds and repairs the step', () => {
    expect(normalizeBounds({ min: 10, max: 5, step: 1 })).toEqual({ min: 5, max: 10, step: 1 });
    expect(normalizeBounds({ min: 0, max: 5, step: 0 })).toEqual({ min: 0, max: 5, step: 1 });
  });

  it('clamps', () => {
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
    expect(clamp(5, 0, 10)).toBe(5);
  });
});

describe('normalizeValue', () => {
  it('clamps a single value between min and max', () => {
    expect(normalizeValue(-5, B)).toEqual([0]);
    expect(normalizeValue(150, B)).toEqual([100]);
    expect(normalizeValue(42, B)).toEqual([42]);
  });

  it('puts the lower value of a range first', () => {
    expect(normalizeValue([80, 20], B)).toEqual([20, 80]);
    expect(normalizeValue([-10, 500], B)).toEqual([0, 100]);
  });

  it('rounds to the precision', () => {
    expect(normalizeValue(1.23456, { min: 0, max: 10, step: 0.1 })).toEqual([1.2]);
  });

  it('falls back to the bounds for non-finite values', () => {
    expect(normalizeValue([Number.NaN, Number.NaN], B)).toEqual([0, 100]);
    expect(normalizeValue(Number.NaN, B)).toEqual([0]);
  });

  it('gives the public shape back', () => {
    expect(toSliderValue([3])).toBe(3);
    expect(toSliderValue([3, 7])).toEqual([3, 7]);
    expect(sameValues([1, 2], [1, 2])).toBe(true);
    expect(sameValues([1, 2], [1, 3])).toBe(false);
  });
});

describe('snap and positions', () => {
  it('snaps to the step from min', () => {
    expect(snap(7.4, { min: 0, max: 100, step: 5 })).toBe(5);
    expect(snap(7.6, { min: 0, max: 100, step: 5 })).toBe(10);
    expect(snap(3, { min: 1, max: 10, step: 2 })).toBe(3);
    expect(snap(0.35, { min: 0, max: 1, step: 0.1 })).toBe(0.4);
  });

  it('keeps max reachable when the span is not a multiple of the step', () => {
    expect(snap(9.8, { min: 0, max: 10, step: 3 })).toBe(10);
    expect(snap(9.2, { min: 0, max: 10, step: 3 })).toBe(9);
  });

  it('maps values to percent and pointer ratios to values', () => {
    expect(toPercent(25, B)).toBe(25);
    expect(toPercent(5, { min: 5, max: 5, step: 1 })).toBe(0);
    expect(valueAtRatio(0.333, B)).toBe(33);
    expect(valueAtRatio(-1, B)).toBe(0);
    expect(valueAtRatio(2, B)).toBe(100);
    expect(valueAtRatio(0.5, { min: 10, max: 20, step: 0.5 })).toBe(15);
  });
});

describe('handles', () => {
  it('picks the nearest handle for a rail click', () => {
    expect(nearestHandle([20, 80], 10)).toBe(0);
    expect(nearestHandle([20, 80], 45)).toBe(0);
    expect(nearestHandle([20, 80], 55)).toBe(1);
    expect(nearestHandle([20, 80], 95)).toBe(1);
    expect(nearestHandle([50], 95)).toBe(0);
  });

  it('pulls stacked handles apart in the direction of the click', () => {
    expect(nearestHandle([50, 50], 40)).toBe(0);
    expect(nearestHandle([50, 50], 60)).toBe(1);
  });

  it('never moves a handle past its neighbour', () => {
    expect(moveHandle([20, 80], 0, 90, B)).toEqual([80, 80]);
    expect(moveHandle([20, 80], 1, 10, B)).toEqual([20, 20]);
    expect(moveHandle([20, 80], 1, 150, B)).toEqual([20, 100]);
    expect(moveHandle([20], 0, -3, B)).toEqual([0]);
  });
});

describe('keyTarget', () => {
  it('moves one step with the arrows and ten with the page keys', () => {
    expect(keyTarget('ArrowRight', 10, B)).toBe(11);
    expect(keyTarget('ArrowUp', 10, B)).toBe(11);
    expect(keyTarget('ArrowLeft', 10, B)).toBe(9);
    expect(keyTarget('ArrowDown', 10, B)).toBe(9);
    expect(keyTarget('PageUp', 10, B)).toBe(20);
    expect(keyTarget('PageDown', 5, B)).toBe(0);
  });

  it('goes to the bounds with Home and End and stops there', () => {
    expect(keyTarget('Home', 40, B)).toBe(0);
    expect(keyTarget('End', 40, B)).toBe(100);
    expect(keyTarget('ArrowRight', 100, B)).toBe(100);
    expect(keyTarget('ArrowLeft', 0, B)).toBe(0);
  });

  it('keeps decimal steps exact', () => {
    const bounds = { min: 0, max: 1, step: 0.1 };
    expect(keyTarget('ArrowRight', 0.2, bounds)).toBe(0.3);
    expect(keyTarget('ArrowLeft', 0.3, bounds)).toBe(0.2);
  });

  it('lands on the grid from an off-grid max', () => {
    const bounds = { min: 0, max: 10, step: 3 };
    expect(keyTarget('ArrowLeft', 10, bounds)).toBe(9);
    expect(keyTarget('ArrowRight', 9, bounds)).toBe(10);
  });

  it('ignores other keys', () => {
    expect(keyTarget('Enter', 10, B)).toBeNull();
  });
});

describe('normalizeMarks', () => {
  it('accepts values, a value → label map and objects', () => {
    expect(normalizeMarks([0, 50, 100], B).map((mark) => mark.label)).toEqual(['0', '50', '100']);
    expect(normalizeMarks({ 100: 'макс', 0: 'мин' }, B)).toEqual([
      { value: 0, label: 'мин', percent: 0 },
      { value: 100, label: 'макс', percent: 100 },
    ]);
    expect(normalizeMarks([{ value: 25, label: '¼' }], B)).toEqual([{ value: 25, label: '¼', percent: 25 }]);
  });

  it('drops marks outside the bounds and formats values', () => {
    expect(normalizeMarks([-10, 20, 200], B, (value) => `${value} м²`)).toEqual([
      { value: 20, label: '20 м²', percent: 20 },
    ]);
    expect(normalizeMarks(undefined, B)).toEqual([]);
  });
});
