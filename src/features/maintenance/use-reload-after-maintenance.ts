/**
 * «ticks every second until zero, then clears» (spec §4): once the announced
 * works end, the page reloads, so the visitor gets the site back (or a new
 * countdown if the works were extended) without pressing anything.
 */
import { useEffect } from 'react';
import { reloadDelay } from './maintenance-time';

const reloadPage = () => window.location.reload();

export function useReloadAfterMaintenance(until: string, reload: () => void = reloadPage) {
  useEffect(() => {
    const delay = reloadDelay(until, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(reload, delay);
    return () => window.clearTimeout(timer);
  }, [until, reload]);
}
