/**
 * State of one «Скачать PDF» button: idle, busy («Готовим PDF…») or failed
 * with a Russian message. A second click while busy is ignored; a failure
 * is shown until the next try. The offline case gets its own words: the
 * renderer or the lot data was never kept on this device.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOnline } from '@/lib/connection';

export const PDF_ERROR_TEXT = 'Не удалось подготовить PDF. Попробуйте ещё раз.';
export const PDF_OFFLINE_TEXT =
  'Нет подключения к интернету, а PDF для этих лотов ещё не сохранён на устройстве. Попробуйте, когда связь появится.';

export interface PdfTask {
  busy: boolean;
  error: string | null;
  /** A note after a partial success (some lots left out). */
  note: string | null;
  run: () => void;
}

/** `work` resolves with an optional note for the visitor, or throws. */
export function usePdfTask(work: () => Promise<string | null | void>): PdfTask {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    setNote(null);
    work()
      .then((result) => {
        if (mounted.current) setNote(result || null);
      })
      .catch((reason: unknown) => {
        console.warn('PDF generation failed', reason);
        if (mounted.current) setError(isOnline() ? PDF_ERROR_TEXT : PDF_OFFLINE_TEXT);
      })
      .finally(() => {
        running.current = false;
        if (mounted.current) setBusy(false);
      });
  }, [work]);

  return { busy, error, note, run };
}
