import { describe, expect, it } from 'vitest';
import { SCROLL_END_THRESHOLD, isScrollEnd, scrollProgress } from './scroll-end';

describe('scroll-end rule (spec §9: above 92%)', () => {
  it('uses 92%', () => {
    expect(SCROLL_END_THRESHOLD).toBe(0.92);
  });

  it('measures the viewport bottom edge against the page height', () => {
    expect(scrollProgress({ scrollTop: 0, viewportHeight: 1000, scrollHeight: 4000 })).toBe(0.25);
    expect(scrollProgress({ scrollTop: 3000, viewportHeight: 1000, scrollHeight: 4000 })).toBe(1);
  });

  it('fires strictly above 92%, not at or below it', () => {
    const at = (scrollTop: number) => isScrollEnd({ scrollTop, viewportHeight: 1000, scrollHeight: 10_000 });
    expect(at(8100)).toBe(false); // 91%
    expect(at(8200)).toBe(false); // exactly 92%
    expect(at(8201)).toBe(true);
    expect(at(9000)).toBe(true);
  });

  it('treats a page shorter than the window as scrolled to the end', () => {
    expect(isScrollEnd({ scrollTop: 0, viewportHeight: 1000, scrollHeight: 800 })).toBe(true);
    expect(isScrollEnd({ scrollTop: 0, viewportHeight: 1000, scrollHeight: 0 })).toBe(true);
  });
});
