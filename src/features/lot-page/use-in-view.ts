/**
 * Whether an element is on screen, for the sticky price bar: it hides while
 * the buy box it duplicates is visible. The first render (on the server and
 * in the hydrating browser alike) says «on screen», so the page opens without
 * the bar (at the top of a lot page the buy box is in view) and the observer
 * shows the bar once the box is passed. Without IntersectionObserver the
 * element counts as off screen after mounting, so the bar (the safer default)
 * shows.
 */
import { useEffect, useRef, useState } from 'react';

/** `bottomInset`: px at the bottom of the viewport that don't count (the bar itself covers them). */
export function useInView<T extends Element>(bottomInset = 0) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      rootMargin: `0px 0px -${bottomInset}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [bottomInset]);

  return [ref, inView] as const;
}
