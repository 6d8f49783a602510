/**
 * The open list of a Select: a WAI-ARIA listbox of options, with nested
 * menus as labelled groups. Focus never enters the list (the combobox keeps
 * it and points at the active option with aria-activedescendant), so the
 * list swallows mousedown.
 */
import type { CSSProperties } from 'react';
import { CheckIcon } from '../icons/check-icon';
import { ChevronIcon } from '../icons/chevron-icon';
import { isOptionSelected, type SelectOption, type SelectValue } from './select-options';
import styles from './select.module.css';

export interface SelectListProps {
  id: string;
  labelId: string;
  options: readonly SelectOption[];
  /** Flat index of every pickable option (shared with the keyboard logic). */
  indexOf: ReadonlyMap<SelectOption, number>;
  value: SelectValue | null | readonly SelectValue[];
  multiple: boolean;
  open: boolean;
  active: number;
  expanded: ReadonlySet<number>;
  maxHeight: string;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onPick: (index: number) => void;
  onExpand: (group: number, expanded: boolean) => void;
}

export function SelectList(props: SelectListProps) {
  const { id, labelId, options, multiple, open, maxHeight, expanded, onExpand } = props;
  return (
    <div className={styles.popup} hidden={!open}>
      <div
        id={id}
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable={multiple || undefined}
        className={styles.list}
        style={{ '--select-max-height': maxHeight } as CSSProperties}
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => {
          if (!option.menu) return <Option key={index} option={option} {...props} />;
          const headId = `${id}-group-${index}`;
          const isOpen = expanded.has(index);
          return (
            <div key={index} role="group" aria-labelledby={headId} className={styles.group}>
              <div
                id={headId}
                role="presentation"
                className={styles.groupHead}
                data-expanded={isOpen || undefined}
                // Hover opens a nested menu like the select itself; a click (touch) toggles it.
                onPointerEnter={(event) => event.pointerType === 'mouse' && onExpand(index, true)}
                onClick={() => onExpand(index, !isOpen)}
              >
                <span>{option.label}</span>
                <ChevronIcon size={16} className={styles.groupChevron} />
              </div>
              <div className={styles.groupItems} hidden={!isOpen}>
                {option.menu.map((child, childIndex) => (
                  <Option key={childIndex} option={child} {...props} />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Option({
  option,
  indexOf,
  value,
  multiple,
  active,
  optionId,
  onActivate,
  onPick,
}: SelectListProps & { option: SelectOption }) {
  const index = indexOf.get(option) ?? -1;
  const selected = isOptionSelected(option, value);
  return (
    <div
      id={optionId(index)}
      role="option"
      aria-selected={selected}
      aria-disabled={option.disabled || undefined}
      className={styles.option}
      data-active={index === active || undefined}
      onPointerMove={() => !option.disabled && index !== active && onActivate(index)}
      onClick={() => !option.disabled && onPick(index)}
    >
      {multiple && (
        <span className={styles.box} aria-hidden="true">
          {selected && <CheckIcon size={14} />}
        </span>
      )}
      <span className={styles.optionLabel}>{option.label}</span>
      {!multiple && selected && <CheckIcon size={16} className={styles.tick} />}
    </div>
  );
}
