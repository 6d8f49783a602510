/**
 * A checkbox drawn by the kit over a real `<input type="checkbox">`, so
 * Space, forms, autofill and screen readers work natively. The label may hold
 * a link (the consent text of spec §5).
 */
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CheckIcon } from '../icons/check-icon';
import { FieldMessage, fieldA11y, useFieldIds } from './field-frame';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** «Some of the group»: drawn as a dash, announced as mixed. */
  indeterminate?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  error,
  hint,
  indeterminate = false,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div
      className={[styles.checkField, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <label className={styles.check}>
        <input
          {...input}
          {...fieldA11y(ids, error, hint, describedBy)}
          ref={setRefs}
          type="checkbox"
          disabled={disabled}
          className={styles.checkInput}
        />
        <span className={styles.checkBox} aria-hidden="true">
          {indeterminate ? <span className={styles.dash} /> : <CheckIcon size={16} className={styles.tick} />}
        </span>
        <span className={styles.checkLabel}>{label}</span>
      </label>
      <FieldMessage id={ids.messageId} error={error} hint={hint} />
    </div>
  );
}
