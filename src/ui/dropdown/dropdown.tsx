/**
 * A navigation dropdown (disclosure pattern): the label is a link to the
 * section, a separate chevron button opens the list of links. Hover opens it
 * (see use-dropdown-group), and the click or tap on the chevron that follows
 * keeps it open; from the keyboard the button toggles it, arrows move through
 * the items, Escape closes it and returns focus to the button.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import { ChevronIcon } from '../icons/chevron-icon';
import { focusableWithin } from '../focusable';
import type { DropdownGroup } from './use-dropdown-group';
import styles from './dropdown.module.css';

interface DropdownItem {
  key: string | number;
  /** Line breaks in the label are kept. */
  label: string;
  to: string;
  /** Shown but not clickable (spec §2: projects that are not clickable). */
  disabled?: boolean;
}

interface DropdownProps {
  id: string;
  label: string;
  to: string;
  items: readonly DropdownItem[];
  group: DropdownGroup;
  /** Extra content under the list (a link to all items, a banner). */
  footer?: ReactNode;
  /** Marks the label as the current section. */
  current?: boolean;
}

export function Dropdown({ id, label, to, items, group, footer, current }: DropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  // The pointer that has just opened the list by entering is about to click the
  // chevron (a tap on a touch screen always does: its emulated mouseenter comes
  // first); that click must not close the list again at once.
  const openedByPointer = useRef(false);
  const open = group.openId === id;
  const panelId = `${id}-submenu`;
  const hasMenu = items.length > 0 || footer !== undefined;

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current || !panelRef.current) return;
    focusFirstOnOpen.current = false;
    focusableWithin(panelRef.current)[0]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      group.close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open && panelRef.current) focusableWithin(panelRef.current)[0]?.focus();
      else group.open(id);
      return;
    }
    const panel = panelRef.current;
    if (!open || !panel || !panel.contains(event.target as Node)) return;
    const links = focusableWithin(panel);
    const index = links.indexOf(event.target as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-open={open || undefined}
      onMouseEnter={
        hasMenu
          ? () => {
              // Only an entry that opens the list: one into a list already open (the pointer came
              // back within the close delay, or the browser re-sent the event) leaves clicks toggling.
              if (!open) openedByPointer.current = true;
              group.open(id);
            }
          : undefined
      }
      onMouseLeave={
        hasMenu
          ? () => {
              openedByPointer.current = false;
              group.scheduleClose(id);
            }
          : undefined
      }
      onKeyDown={onKeyDown}
      // Focus back inside before the close delay (it left for a moment) keeps the list open, as a pointer that comes back does.
      onFocus={hasMenu ? group.cancelClose : undefined}
      onBlur={(event) => {
        // Keyboard focus leaving the whole dropdown closes it.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) group.scheduleClose(id);
      }}
    >
      <Link to={to} className={styles.label} aria-current={current ? 'page' : undefined} onClick={group.close}>
        {label}
      </Link>
      {hasMenu && (
        <>
          <button
            ref={buttonRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${label}: ${open ? 'скрыть' : 'показать'} подменю`}
            onClick={(event) => {
              // Keyboard activation (detail 0) always toggles.
              if (event.detail > 0 && openedByPointer.current) {
                openedByPointer.current = false;
                group.open(id);
                return;
              }
              group.toggle(id);
            }}
          >
            <ChevronIcon size={16} className={styles.chevron} />
          </button>
          <div ref={panelRef} id={panelId} className={styles.panel} inert={!open}>
            {items.length > 0 && (
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.key}>
                    {item.disabled ? (
                      <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
                        {item.label}
                      </span>
                    ) : (
                      <Link className={styles.item} to={item.to} onClick={group.close}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {footer}
          </div>
        </>
      )}
    </div>
  );
}
