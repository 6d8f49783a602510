/**
 * Has the visitor shown interest (decision 010)? Counts lot page views in this
 * tab session (sessionStorage, so a reload does not start over) and the time
 * the page has been visible; a tab in the background does not count.
 */
import { useEffect, useRef, useState } from 'react';
import { ENGAGED_MS_FOR_PROMPT, isInterested } from './install-policy';

export const LOT_VIEWS_KEY = 'pwa-lot-views';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const readLotViews = () => Number(session()?.getItem(LOT_VIEWS_KEY) ?? 0) || 0;

function useLotViews(lotPage: boolean, pageKey: string): number {
  const [views, setViews] = useState(readLotViews);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // One count per navigation, however often the effect runs for it.
    if (!lotPage || counted.current === pageKey) return;
    counted.current = pageKey;
    const next = readLotViews() + 1;
    try {
      session()?.setItem(LOT_VIEWS_KEY, String(next));
    } catch {
      // Without storage the count still holds for this page.
    }
    setViews(next);
  }, [lotPage, pageKey]);
  return views;
}

function useEngagedTime(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    let spent = 0;
    let since: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resume = () => {
      if (since !== null) return;
      since = Date.now();
      timer = setTimeout(() => setEngaged(true), Math.max(0, ENGAGED_MS_FOR_PROMPT - spent));
    };
    const pause = () => {
      if (since !== null) spent += Date.now() - since;
      since = null;
      clearTimeout(timer);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? resume() : pause());
    if (document.visibilityState === 'visible') resume();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return engaged;
}

export function useInterest(lotPage: boolean, pageKey: string): boolean {
  const lotViews = useLotViews(lotPage, pageKey);
  const engaged = useEngagedTime();
  return isInterested({ lotViews, engagedMs: engaged ? ENGAGED_MS_FOR_PROMPT : 0 });
}
