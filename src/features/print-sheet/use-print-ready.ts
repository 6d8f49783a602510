/**
 * Tells a headless browser the print page is complete: once every sheet has
 * its data and its plan (loaded or failed) and the web fonts are in,
 * `document.body.dataset.printReady` becomes `'true'`. The PDF bench and
 * Chromium `page.pdf()` wait for that attribute before printing (issue 7).
 */
import { useCallback, useEffect, useState } from 'react';

export function usePrintReady(ids: readonly number[], contextSettled: boolean): (id: number) => void {
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const settle = useCallback(
    (id: number) => setSettled((previous) => (previous.has(id) ? previous : new Set(previous).add(id))),
    [],
  );
  const ready = contextSettled && ids.every((id) => settled.has(id));

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const body = document.body;
    void (document.fonts?.ready ?? Promise.resolve()).then(() => {
      if (!cancelled) body.dataset.printReady = 'true';
    });
    return () => {
      cancelled = true;
      delete body.dataset.printReady;
    };
  }, [ready]);

  return settle;
}
