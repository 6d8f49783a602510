/**
 * Hide-on-scroll rule of spec §2, §9 as pure functions: past 70 px, scrolling
 * down hides the header and scrolling up shows it again.
 */
export const HEADER_HIDE_THRESHOLD_PX = 70;
export const HEADER_SCROLL_DEBOUNCE_MS = 20;

/**
 * Whether the header should be visible at scroll position `y`, coming from
 * `prevY`. Near the top it is always shown; an unchanged position keeps
 * `wasVisible` (a resize or a layout shift is not a scroll direction).
 */
export function nextHeaderVisibility(
  prevY: number,
  y: number,
  threshold: number = HEADER_HIDE_THRESHOLD_PX,
  wasVisible = true,
): boolean {
  if (y <= threshold) return true;
  if (y > prevY) return false;
  if (y < prevY) return true;
  return wasVisible;
}

/** `is_top` of the menu state: the page is not scrolled at all. */
export const isAtTop = (y: number): boolean => y <= 0;
