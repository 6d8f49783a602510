/**
 * Locks page scrolling while an overlay (menu, modal) is open. Locks are
 * counted, so a modal opened over the menu does not unlock the page when one
 * of them closes. The scrollbar width is padded back so the page does not jump.
 */
import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  if (locks++ > 0) return;
  const { body, documentElement } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlock(): void {
  if (locks === 0 || --locks > 0) return;
  document.body.style.overflow = saved?.overflow ?? '';
  document.body.style.paddingRight = saved?.paddingRight ?? '';
  saved = null;
}

export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    lock();
    return unlock;
  }, [active]);
}
