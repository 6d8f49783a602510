/**
 * Feeds the scroll position into the menu state (is_visible, is_top). The
 * handler is debounced by 20 ms (spec §9); only changes are dispatched.
 */
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  headerTopChanged,
  headerVisibilityChanged,
  selectHeaderTop,
  selectHeaderVisible,
} from '@/entities/menu/menu-slice';
import { HEADER_SCROLL_DEBOUNCE_MS, isAtTop, nextHeaderVisibility } from './header-visibility';

export function useHeaderScroll(hidesOnScroll: boolean): void {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectHeaderVisible);
  const top = useAppSelector(selectHeaderTop);
  // The scroll handler compares with the latest flags without re-subscribing on every change.
  const latest = useRef({ visible, top });
  useEffect(() => {
    latest.current = { visible, top };
  }, [visible, top]);

  useEffect(() => {
    // Reading scrollY lays the page out. Read it in the next frame, whose layout is due
    // anyway, not here: inside the commit it would add a whole layout to that long task.
    let prevY = 0;
    let timer: number | undefined;

    const update = () => {
      const y = Math.max(0, window.scrollY);
      const wasVisible = latest.current.visible;
      const nextVisible = hidesOnScroll ? nextHeaderVisibility(prevY, y, undefined, wasVisible) : true;
      if (nextVisible !== wasVisible) {
        latest.current.visible = nextVisible;
        dispatch(headerVisibilityChanged(nextVisible));
      }
      const nextTop = isAtTop(y);
      if (nextTop !== latest.current.top) {
        latest.current.top = nextTop;
        dispatch(headerTopChanged(nextTop));
      }
      prevY = y;
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, HEADER_SCROLL_DEBOUNCE_MS);
    };

    const frame = window.requestAnimationFrame(() => {
      prevY = Math.max(0, window.scrollY);
      update();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [dispatch, hidesOnScroll]);
}
