/**
 * Whether an element is on screen, for the sticky price bar: it hides while
 * the buy box it duplicates is visible. Without IntersectionObserver the
 * element counts as off screen, so the bar (the safer default) shows.
 */
import { useEffect, useRef, useState } from 'react';

/** `bottomInset`: px at the bottom of the viewport that don't count (the bar itself covers them). */
export function useInView<T extends Element>(bottomInset = 0) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver !== 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      rootMargin: `0px 0px -${bottomInset}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [bottomInset]);

  return [ref, inView] as const;
}
