/**
 * One open sub-menu at a time for a row of dropdowns. Hovering opens at once;
 * leaving closes after the sub-menu close delay of spec §9, so the pointer can
 * travel from the label to the panel; moving to a sibling switches instantly.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const SUBMENU_CLOSE_DELAY_MS = 300;

export interface DropdownGroup {
  openId: string | null;
  open(id: string): void;
  /** Closes `id` after the delay unless something reopens it first. */
  scheduleClose(id: string): void;
  /** Drops a scheduled close: focus came back in time. */
  cancelClose(): void;
  close(): void;
  toggle(id: string): void;
}

export function useDropdownGroup(delay = SUBMENU_CLOSE_DELAY_MS): DropdownGroup {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const open = useCallback(
    (id: string) => {
      cancel();
      setOpenId(id);
    },
    [cancel],
  );
  const scheduleClose = useCallback(
    (id: string) => {
      cancel();
      timer.current = window.setTimeout(() => setOpenId((current) => (current === id ? null : current)), delay);
    },
    [cancel, delay],
  );
  const close = useCallback(() => {
    cancel();
    setOpenId(null);
  }, [cancel]);
  const toggle = useCallback(
    (id: string) => {
      cancel();
      setOpenId((current) => (current === id ? null : id));
    },
    [cancel],
  );

  return useMemo(
    () => ({ openId, open, scheduleClose, cancelClose: cancel, close, toggle }),
    [openId, open, scheduleClose, cancel, close, toggle],
  );
}
