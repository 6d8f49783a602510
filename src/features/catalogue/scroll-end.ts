/**
 * The scroll-end rule of spec §9: the next page loads once the reader has
 * scrolled above 92% of the page. Progress counts the bottom edge of the
 * viewport, so a page shorter than the window is already «at the end».
 */

export const SCROLL_END_THRESHOLD = 0.92;

export interface ScrollMetrics {
  /** Pixels scrolled from the top (`window.scrollY`). */
  scrollTop: number;
  /** Visible height (`window.innerHeight`). */
  viewportHeight: number;
  /** Whole document height (`document.documentElement.scrollHeight`). */
  scrollHeight: number;
}

/** 0…1: how much of the page lies above the viewport's bottom edge. */
export function scrollProgress({ scrollTop, viewportHeight, scrollHeight }: ScrollMetrics): number {
  if (scrollHeight <= 0) return 1;
  return Math.min(1, Math.max(0, (scrollTop + viewportHeight) / scrollHeight));
}

/** Strictly above the threshold: exactly 92% does not fire yet. */
export function isScrollEnd(metrics: ScrollMetrics, threshold = SCROLL_END_THRESHOLD): boolean {
  return scrollProgress(metrics) > threshold;
}

export function readWindowScroll(): ScrollMetrics {
  return {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  };
}
