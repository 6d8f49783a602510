/**
 * A part of a page that is not needed for its first screen, in a lazy chunk
 * of its own (decision 015): the chunk loads when the part's place comes near
 * the viewport or once the browser is idle after `load`, whichever is first.
 * Until then `placeholder` holds the place (and is the Suspense fallback
 * while the chunk arrives). Unlike `MountLater`, this defers the download,
 * not only the commit. Not for a part that shows the page's data: its
 * placeholder would be a loading state on arrival, which decision 023 rules
 * out (the /about team was tried and taken back, decision 015).
 *
 * The server and the hydrating browser draw the placeholder (issue 31): the
 * part is only wanted from an effect, which the server never runs.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { afterLoad } from '@/lib/idle-prefetch';

/** How far below the viewport a part starts loading: a scroll rarely outruns it. */
const NEAR_VIEWPORT_MARGIN = '800px 0px';
/** Upper bound of the idle wait after `load`. */
const IDLE_TIMEOUT_MS = 2000;

/** Turns true once: near the viewport, or at the first idle moment after load (never skipped: the part is the page's). */
function useWantedSoon(place: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    let cancelIdle: () => void = () => undefined;
    const cancelLoad = afterLoad(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(want, 0);
        cancelIdle = () => window.clearTimeout(timer);
      }
    });
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
            rootMargin: NEAR_VIEWPORT_MARGIN,
          })
        : null;
    if (place.current) observer?.observe(place.current);
    return () => {
      cancelLoad();
      cancelIdle();
      observer?.disconnect();
    };
  }, [wanted, place]);
  return wanted;
}

export interface DeferredProps {
  /** Shown until the part is wanted and while its chunk loads. */
  placeholder: ReactNode;
  /** The lazy part (a `React.lazy` component). */
  children: ReactNode;
}

export function Deferred({ placeholder, children }: DeferredProps) {
  const place = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(place);
  if (!wanted) return <div ref={place}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
