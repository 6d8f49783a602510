/**
 * Marks a sideways-scrolling element while part of its content is hidden
 * past an edge: `data-more-start`, `data-more-end` (and `data-overflowing`
 * while it scrolls at all), so its stylesheet can fade that edge. A row cut
 * by the screen must show that it scrolls (issue 30: on a phone the
 * шахматка hid its third section and the «Корпус 5» tab with no hint).
 * Attributes rather than React state: scrolling re-renders nothing, and the
 * measurements run once per frame at most, after layout.
 */
function mark(element: HTMLElement, name: string, on: boolean) {
  if (element.hasAttribute(name) !== on) element.toggleAttribute(name, on);
}

/** Starts watching `element`; answers the function that stops. */
export function watchScrollEdges(element: HTMLElement): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const hidden = element.scrollWidth - element.clientWidth;
    // A pixel of slack: fractional widths leave a sub-pixel «overflow» that nobody can scroll.
    mark(element, 'data-overflowing', hidden > 1);
    mark(element, 'data-more-start', hidden > 1 && element.scrollLeft > 1);
    mark(element, 'data-more-end', hidden > 1 && element.scrollLeft < hidden - 1);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  // The box (a turned phone) and the content (tabs or sections arriving) both change what is hidden.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  observer?.observe(element);
  for (const child of Array.from(element.children)) observer?.observe(child);
  element.addEventListener('scroll', schedule, { passive: true });
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    element.removeEventListener('scroll', schedule);
  };
}
