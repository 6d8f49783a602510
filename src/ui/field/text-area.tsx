/** A multi-line text field with the same label, error and hint as TextField. */
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldA11y, useFieldIds } from './field-frame';
import styles from './field.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hideLabel,
  error,
  hint,
  className,
  id,
  required,
  disabled,
  rows = 4,
  'aria-describedby': describedBy,
  ref,
  ...textarea
}: TextAreaProps) {
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
      <div className={`${styles.box} ${styles.multiline}`}>
        <textarea
          {...textarea}
          {...fieldA11y(ids, error, hint, describedBy)}
          ref={ref}
          rows={rows}
          required={required}
          disabled={disabled}
          className={styles.input}
        />
      </div>
    </FieldFrame>
  );
}
