/**
 * Calls `onEnd` when the window is scrolled past the scroll-end threshold
 * (spec §9) while `enabled`. It also checks right after `enabled` turns on
 * (a page has just loaded): a short list on a tall screen keeps loading
 * until the page is long enough to scroll.
 */
import { useEffect, useRef } from 'react';
import { isScrollEnd, readWindowScroll } from './scroll-end';

export function useScrollEnd(onEnd: () => void, enabled: boolean): void {
  const callback = useRef(onEnd);
  useEffect(() => {
    callback.current = onEnd;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (isScrollEnd(readWindowScroll())) callback.current();
    };
    // One check per frame: scroll events fire far more often than that.
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);
}
