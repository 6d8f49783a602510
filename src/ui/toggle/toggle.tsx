/**
 * An on/off switch for yes/no filters («Не первый этаж», «Только различия»
 * on the compare screen). A native checkbox with role="switch": Space,
 * forms and screen readers («вкл/выкл») work without extra code.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './toggle.module.css';

export interface ToggleProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'onChange' | 'children'
> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

export function Toggle({ label, checked, onChange, disabled, className, ...input }: ToggleProps) {
  return (
    <label className={[styles.toggle, className].filter(Boolean).join(' ')} data-disabled={disabled || undefined}>
      <input
        {...input}
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
