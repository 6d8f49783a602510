import { describe, expect, it } from 'vitest';
import { HEADER_HIDE_THRESHOLD_PX, isAtTop, nextHeaderVisibility } from './header-visibility';

describe('nextHeaderVisibility', () => {
  it('uses the 70 px threshold of spec §9', () => {
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(70);
  });

  it('stays visible while scrolling down within the threshold', () => {
    expect(nextHeaderVisibility(0, 40)).toBe(true);
    expect(nextHeaderVisibility(40, 70)).toBe(true);
  });

  it('hides when scrolling down past the threshold', () => {
    expect(nextHeaderVisibility(60, 71)).toBe(false);
    expect(nextHeaderVisibility(500, 900)).toBe(false);
  });

  it('shows again when scrolling up, even far down the page', () => {
    expect(nextHeaderVisibility(900, 880, 70, false)).toBe(true);
  });

  it('shows when back above the threshold whatever the previous state', () => {
    expect(nextHeaderVisibility(30, 20, 70, false)).toBe(true);
    expect(nextHeaderVisibility(0, 0, 70, false)).toBe(true);
  });

  it('keeps the previous state when the position did not change', () => {
    expect(nextHeaderVisibility(400, 400, 70, false)).toBe(false);
    expect(nextHeaderVisibility(400, 400, 70, true)).toBe(true);
  });

  it('honours a custom threshold', () => {
    expect(nextHeaderVisibility(100, 150, 200)).toBe(true);
    expect(nextHeaderVisibility(200, 250, 200)).toBe(false);
  });
});

describe('isAtTop', () => {
  it('is true only at the very top', () => {
    expect(isAtTop(0)).toBe(true);
    expect(isAtTop(-5)).toBe(true);
    expect(isAtTop(1)).toBe(false);
  });
});
