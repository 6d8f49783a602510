/**
 * The text arrives after the first render, so the browser's own jump to
 * `/policy#rights` finds no target: once `ready`, scroll to the hash's section
 * and move focus there, as a same-page anchor jump would.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useHashScroll(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
