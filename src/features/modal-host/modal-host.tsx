/**
 * The modal layer of spec §2. Features open a dialog by name through the
 * modal slice; the app passes the registry of name → placement and component. The host
 * closes on Escape, on the overlay and on route change, traps focus while
 * open and returns it to the opener afterwards.
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { modalClosed, selectModal } from '@/entities/modal/modal-slice';
import { useBodyScrollLock } from '@/ui/use-body-scroll-lock';
import { useFocusTrap } from '@/ui/use-focus-trap';
import { CenterModalFrame } from './center-modal-frame';
import { SideModalPanel } from './side-modal-panel';
import { useDisplayedModal } from './use-displayed-modal';
import type { ModalRegistry } from './modal-types';
import styles from './modal-host.module.css';

const NO_PROPS = {};

export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectModal);
  const { displayed, leaving } = useDisplayedModal(current);
  const { pathname } = useLocation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  const entry = displayed ? registry[displayed.name] : undefined;
  const open = entry !== undefined;

  useEffect(() => {
    if (displayed && !registry[displayed.name]) console.error(`Modal "${displayed.name}" is not registered`);
  }, [displayed, registry]);

  // Route change closes the dialog; the first render is not a change.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    dispatch(modalClosed());
  }, [pathname, dispatch]);

  // Switching layouts (for example to the error page) is a route change as well.
  useEffect(() => () => void dispatch(modalClosed()), [dispatch]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  useFocusTrap(dialogRef, open);
  useBodyScrollLock(open);

  // After the trap has noted the opener: swapped content takes the focus that was inside the old one.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (displayed && dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
  }, [displayed]);

  if (!displayed || !entry) return null;
  const { Component: Content, placement } = entry;
  const Frame = placement === 'side' ? SideModalPanel : CenterModalFrame;

  return (
    <div className={styles.root} data-placement={placement}>
      <div className={styles.overlay} data-testid="modal-overlay" aria-hidden="true" onClick={close} />
      <Frame titleId={titleId} onClose={close} dialogRef={dialogRef} leaving={leaving}>
        <Content key={displayed.name} titleId={titleId} props={displayed.props ?? NO_PROPS} onClose={close} />
      </Frame>
    </div>
  );
}
