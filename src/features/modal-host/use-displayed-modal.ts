/**
 * Which modal is on screen. Opening a modal over another one first fades the
 * current content out (spec §2: hides the current content first), then swaps
 * in the new one; opening from nothing and closing act at once.
 */
import { useEffect, useState } from 'react';
import type { ModalRequest } from '@/entities/modal/modal-slice';

export const MODAL_SWAP_MS = 180;

export function useDisplayedModal(current: ModalRequest | null) {
  const [displayed, setDisplayed] = useState(current);
  const [seen, setSeen] = useState(current);
  const [leaving, setLeaving] = useState(false);

  // Adjust state during render when the requested modal changes (no effect round-trip).
  if (current !== seen) {
    setSeen(current);
    if (current && displayed) {
      setLeaving(true);
    } else {
      setDisplayed(current);
      setLeaving(false);
    }
  }

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(() => {
      setDisplayed(current);
      setLeaving(false);
    }, MODAL_SWAP_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, current]);

  return { displayed, leaving };
}
