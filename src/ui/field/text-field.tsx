/**
 * A single-line text input with label, error state and optional text or
 * icons before and after the value (a unit «₽», «от»).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, fieldA11y, useFieldIds } from './field-frame';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  /** Shown under the field in red; also sets aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Shown inside the box before / after the value, e.g. «от», «₽». */
  leading?: ReactNode;
  trailing?: ReactNode;
  /** Class of the outer frame (the input itself keeps the kit's look). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hideLabel,
  error,
  hint,
  leading,
  trailing,
  className,
  id,
  required,
  disabled,
  type = 'text',
  'aria-describedby': describedBy,
  ref,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      required={required}
      disabled={disabled}
      className={className}
    >
      <div className={styles.box}>
        {leading !== undefined && <span className={styles.adornment}>{leading}</span>}
        <input
          {...input}
          {...fieldA11y(ids, error, hint, describedBy)}
          ref={ref}
          type={type}
          required={required}
          disabled={disabled}
          className={styles.input}
        />
        {trailing !== undefined && <span className={styles.adornment}>{trailing}</span>}
      </div>
    </FieldFrame>
  );
}
