/**
 * The Select of spec §4: opens when the mouse comes over it (moving: not when
 * it arrives under a resting mouse) and closes when it leaves; a single choice closes on pick, a multiple choice toggles and
 * its empty option clears the list. Options per spec §3 (label, value,
 * disabled, displayName, reset, nested menu). The list is at most 32rem
 * tall (30.4rem in one place: `maxHeight`) and at least 19.2rem wide.
 *
 * Accessibility: the WAI-ARIA «select-only combobox» — focus stays on the
 * combobox, arrows move the active option, Enter or Space picks it, Escape
 * closes, letters jump to options. Touch has no hover: a tap toggles.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldFrame, fieldA11y, useFieldIds } from '../field/field-frame';
import { ChevronIcon } from '../icons/chevron-icon';
import { SelectList } from './select-list';
import {
  findByText,
  firstEnabled,
  flattenOptions,
  isOptionSelected,
  lastEnabled,
  selectionText,
  stepIndex,
  toggleValue,
  type SelectOption,
  type SelectValue,
} from './select-options';
import styles from './select.module.css';

export type { SelectOption, SelectValue };
const SELECT_MAX_HEIGHT = '32rem';
export const SELECT_MAX_HEIGHT_COMPACT = '30.4rem';

interface BaseProps {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** Shown when nothing is chosen and there is no empty option. */
  placeholder?: string;
  disabled?: boolean;
  /** Marks the label with an asterisk and the combobox as aria-required. */
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  maxHeight?: string;
  id?: string;
  className?: string;
}
interface SingleSelectProps extends BaseProps {
  multiple?: false;
  value: SelectValue | null;
  onChange: (value: SelectValue | null, option: SelectOption) => void;
}
interface MultipleSelectProps extends BaseProps {
  multiple: true;
  value: readonly SelectValue[];
  onChange: (value: SelectValue[], option: SelectOption) => void;
}
export type SelectProps = SingleSelectProps | MultipleSelectProps;

export function Select(props: SelectProps) {
  const {
    label,
    hideLabel,
    options,
    placeholder = 'Не выбрано',
    disabled,
    required,
    error,
    hint,
    maxHeight = SELECT_MAX_HEIGHT,
  } = props;
  const ids = useFieldIds(props.id);
  const labelId = `${ids.id}-label`;
  const listId = `${ids.id}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const items = useMemo(() => flattenOptions(options), [options]);
  const indexOf = useMemo(() => new Map(items.map((item, index) => [item.option, index])), [items]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Nested menus start open when they hold a chosen option.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () =>
      new Set(
        items
          .filter((item) => item.group !== null && isOptionSelected(item.option, props.value))
          .map((item) => item.group!),
      ),
  );
  const openedByHover = useRef(false);
  // One hover-open per visit of the mouse: a list closed by a pick, Escape or a click stays closed until the mouse leaves.
  const hoverArmed = useRef(true);
  const scrollToActive = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const expand = (group: number | null, on = true) => {
    if (group === null) return;
    setExpanded((current) => {
      if (current.has(group) === on) return current;
      const next = new Set(current);
      if (on) next.add(group);
      else next.delete(group);
      return next;
    });
  };
  const activate = (index: number, byKeyboard = false) => {
    if (index < 0) return;
    setActive(index);
    scrollToActive.current = byKeyboard;
    // Keyboard travel into a closed nested menu opens it.
    expand(items[index]?.group ?? null);
  };
  const show = (byHover: boolean) => {
    if (disabled || open) return;
    openedByHover.current = byHover;
    const chosen = items.findIndex((item) => !item.option.disabled && isOptionSelected(item.option, props.value));
    activate(chosen >= 0 ? chosen : firstEnabled(items), !byHover);
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (index: number) => {
    const option = items[index]?.option;
    if (!option || option.disabled) return;
    if (props.multiple) props.onChange(toggleValue(props.value, option), option);
    else {
      props.onChange(option.value, option);
      hide();
    }
  };

  // A click or tap anywhere else closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || active < 0 || !scrollToActive.current) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    const moves: Record<string, () => number> = {
      ArrowDown: () => stepIndex(items, active, 1),
      ArrowUp: () => stepIndex(items, active, -1),
      Home: () => firstEnabled(items),
      End: () => lastEnabled(items),
    };
    if (key === 'Escape' && open) {
      // Only the list closes, not a modal around the select.
      event.stopPropagation();
      hide();
    } else if (key === 'Tab') {
      if (open) hide();
      return;
    } else if (!open && (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ')) {
      show(false);
    } else if (open && moves[key]) {
      activate(moves[key](), true);
    } else if (open && (key === 'Enter' || key === ' ')) {
      pick(active);
    } else if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      show(false);
      activate(findByText(items, key, active), true);
    } else {
      return;
    }
    event.preventDefault();
  };

  const { text, empty } = selectionText(options, props.value, placeholder);
  const a11y = fieldA11y(ids, error, hint);
  return (
    <FieldFrame
      ids={ids}
      labelId={labelId}
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      required={required}
      disabled={disabled}
      className={props.className}
    >
      <div
        ref={rootRef}
        className={styles.root}
        data-open={open || undefined}
        // A moving mouse, not `pointerenter`: that also fires when the select arrives under a mouse at rest
        // (a sheet or dialog opening, the page scrolling under it), and the list would open unasked.
        onPointerMove={(event) => {
          if (event.pointerType !== 'mouse' || !hoverArmed.current) return;
          hoverArmed.current = false;
          show(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'mouse') return;
          hoverArmed.current = true;
          if (open) hide();
        }}
      >
        <div
          {...a11y}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-disabled={disabled || undefined}
          aria-required={required || undefined}
          className={styles.trigger}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (disabled) return;
            if (!open) show(false);
            // Hover already opened it: the click confirms rather than closes.
            else if (openedByHover.current) openedByHover.current = false;
            else hide();
          }}
          onBlur={(event) => open && !rootRef.current?.contains(event.relatedTarget as Node | null) && hide()}
        >
          <span className={styles.value} data-placeholder={empty || undefined}>
            {text}
          </span>
          <ChevronIcon size={18} className={styles.chevron} />
        </div>
        <SelectList
          id={listId}
          labelId={labelId}
          options={options}
          indexOf={indexOf}
          value={props.value}
          multiple={props.multiple === true}
          open={open}
          active={active}
          expanded={expanded}
          maxHeight={maxHeight}
          optionId={optionId}
          onActivate={(index) => activate(index)}
          onPick={pick}
          onExpand={(group, on) => expand(group, on)}
        />
      </div>
    </FieldFrame>
  );
}
