/**
 * The frame every form control shares (spec §5 «input error state»): a
 * label that is always present (visually hidden only on request), the
 * control, and one message line under it — the error with its icon, or a
 * hint. The control is tied to the message by aria-describedby and marked
 * aria-invalid while an error is shown.
 */
import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../icons/error-icon';
import styles from './field.module.css';

export interface FieldIds {
  id: string;
  messageId: string;
}

/** Stable ids for a control and its message; an explicit `id` wins. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { id: controlId, messageId: `${controlId}-message` };
}

/** Accessibility attributes a control takes from its frame. */
export function fieldA11y({ id, messageId }: FieldIds, error?: ReactNode, hint?: ReactNode, describedBy?: string) {
  const message = error || hint ? messageId : undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, message].filter(Boolean).join(' ') || undefined,
  } as const;
}

export interface FieldMessageProps {
  id: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * The line under a control: the error (with the error icon) replaces the hint.
 * The error is an alert so a screen reader hears it the moment it appears
 * (after leaving a field or after the server refused a value).
 */
export function FieldMessage({ id, error, hint }: FieldMessageProps) {
  if (error) {
    return (
      <p id={id} className={styles.error} role="alert">
        <ErrorIcon size={16} className={styles.errorIcon} />
        <span>{error}</span>
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className={styles.hint}>
        {hint}
      </p>
    );
  }
  return null;
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  /** Keeps the label for screen readers but hides it (a search box with a visible icon, a filter row). */
  hideLabel?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /**
   * Set for controls that are not form elements (a combobox `div`): the label
   * becomes a `span` with this id, to be referenced by aria-labelledby.
   */
  labelId?: string;
  children: ReactNode;
}

export function FieldFrame({
  ids,
  label,
  hideLabel,
  error,
  hint,
  required,
  disabled,
  className,
  labelId,
  children,
}: FieldFrameProps) {
  const labelClass = hideLabel ? 'visually-hidden' : styles.label;
  const labelContent = (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
    >
      {labelId ? (
        <span id={labelId} className={labelClass}>
          {labelContent}
        </span>
      ) : (
        <label htmlFor={ids.id} className={labelClass}>
          {labelContent}
        </label>
      )}
      {children}
      <FieldMessage id={ids.messageId} error={error} hint={hint} />
    </div>
  );
}
