/**
 * A chip for an active filter: its text and a remove button. The button is
 * named after the filter («Убрать фильтр: Студия»), since a row of bare «×»
 * buttons is unusable with a screen reader.
 */
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/close-icon';
import styles from './chip.module.css';

export interface ChipProps {
  children: ReactNode;
  /** Shows the remove button. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to «Убрать фильтр: {text}». */
  removeLabel?: string;
  disabled?: boolean;
  className?: string;
}

export function Chip({ children, onRemove, removeLabel, disabled, className }: ChipProps) {
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  return (
    <span className={[styles.chip, className].filter(Boolean).join(' ')} data-disabled={disabled || undefined}>
      <span className={styles.label}>{children}</span>
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel ?? `Убрать фильтр: ${text}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </span>
  );
}

/** A wrapping row of chips as a list, with the «clear all» action at the end. */
export function ChipList({
  label,
  children,
  onClear,
  clearLabel = 'Сбросить все',
}: {
  label: string;
  children: ReactNode;
  onClear?: () => void;
  clearLabel?: string;
}) {
  return (
    <div className={styles.row}>
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
      {onClear && (
        <button type="button" className={styles.clear} onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
