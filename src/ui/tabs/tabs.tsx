/**
 * Tabs of spec §4 (active, disabled, hovered) on the WAI-ARIA tabs pattern:
 * one tab in the Tab order (roving tabindex), arrows move between tabs and
 * skip disabled ones, Home/End jump to the ends. With `activation="auto"`
 * (default) focus selects; «manual» waits for Enter or Space. Panels are
 * optional: a tab row can also drive content rendered elsewhere.
 */
import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { watchScrollEdges } from '../scroll-edges/scroll-edges';
import styles from './tabs.module.css';

export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  disabled?: boolean;
  /** Content shown while the tab is active. */
  panel?: ReactNode;
}

export interface TabsProps<K extends string = string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (id: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  activation?: 'auto' | 'manual';
  size?: 'm' | 's';
  className?: string;
}

/** Next enabled tab from `from` in `direction`, wrapping round; `from` itself when none. */
export function nextEnabledTab(items: readonly { disabled?: boolean }[], from: number, direction: 1 | -1): number {
  for (let step = 1; step <= items.length; step += 1) {
    const index = (from + direction * step + items.length * step) % items.length;
    if (!items[index].disabled) return index;
  }
  return from;
}

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  activation = 'auto',
  size = 'm',
  className,
}: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = items.findIndex((item) => item.id === value && !item.disabled);
  // The tab in the Tab order: the selected one, or the first enabled one when none is.
  const focusable = selected >= 0 ? selected : nextEnabledTab(items, -1, 1);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const hasPanels = items.some((item) => item.panel !== undefined);
  const listRef = useRef<HTMLDivElement | null>(null);
  // Stable, so the row is watched once for its life rather than again after every render.
  const attachList = useCallback((node: HTMLDivElement) => {
    listRef.current = node;
    const stop = watchScrollEdges(node);
    return () => {
      listRef.current = null;
      stop();
    };
  }, []);

  // A row wider than the screen scrolls: bring the selected tab into it (a building chosen on the genplan, «Корпус 5»).
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selected];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // The list is positioned, so offsetLeft is measured from it; the margin keeps the tab clear of the faded edge.
    const margin = 40;
    const start = tab.offsetLeft - margin;
    const end = tab.offsetLeft + tab.offsetWidth + margin;
    if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start);
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, () => number> = {
      ArrowRight: () => nextEnabledTab(items, index, 1),
      ArrowLeft: () => nextEnabledTab(items, index, -1),
      Home: () => nextEnabledTab(items, -1, 1),
      End: () => nextEnabledTab(items, items.length, -1),
    };
    const target = targets[event.key]?.();
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    if (activation === 'auto' && !items[target].disabled) onChange(items[target].id);
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')} data-size={size}>
      <div ref={attachList} role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={item.panel !== undefined ? panelId(index) : undefined}
            // Disabled tabs stay visible and announced, but cannot be chosen.
            aria-disabled={item.disabled || undefined}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => !item.disabled && item.id !== value && onChange(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {hasPanels &&
        items.map((item, index) =>
          item.panel === undefined ? null : (
            <div
              key={item.id}
              id={panelId(index)}
              role="tabpanel"
              aria-labelledby={tabId(index)}
              hidden={index !== selected}
              tabIndex={0}
              className={styles.panel}
            >
              {index === selected && item.panel}
            </div>
          ),
        )}
    </div>
  );
}
