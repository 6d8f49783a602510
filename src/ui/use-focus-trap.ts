/**
 * Keeps keyboard focus inside `containerRef` while `active`: Tab and
 * Shift+Tab wrap around, and focus that escapes (a click outside, a script)
 * is pulled back. On deactivation focus returns to the element that had it
 * before, normally the control that opened the dialog or menu.
 */
import { useEffect, type RefObject } from 'react';
import { focusableWithin } from './focusable';

export interface FocusTrapOptions {
  /** Element to focus first; defaults to the container itself (give it tabIndex={-1}). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Return focus to the previously focused element on deactivation (default true). */
  returnFocus?: boolean;
}

export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnFocus = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    if (!active || !containerRef.current) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? containerRef.current).focus({ preventScroll: true });

    // The container is read on every event: a dialog may swap its element while open.
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === container)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        container.focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (returnFocus && previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, containerRef, initialFocus, returnFocus]);
}
