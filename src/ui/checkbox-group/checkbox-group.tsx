/**
 * Several checkboxes under one caption (a `fieldset` with a `legend`): the
 * room filter («Студия, 1, 2, 3, 4+, Евро-2…»), finishing, window views.
 * `pills` draws each box as a pill button — still a real checkbox, so Tab,
 * Space and screen readers behave as for any checkbox.
 */
import { useId, type ReactNode } from 'react';
import { Checkbox } from '../field/checkbox';
import { FieldMessage } from '../field/field-frame';
import styles from './checkbox-group.module.css';

export interface CheckboxGroupOption<V extends string | number = string> {
  label: ReactNode;
  value: V;
  disabled?: boolean;
  /** A count from the facets, shown after the label («Студия 24»). */
  count?: number;
}

export interface CheckboxGroupProps<V extends string | number = string> {
  legend: ReactNode;
  hideLegend?: boolean;
  options: readonly CheckboxGroupOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  variant?: 'list' | 'pills';
  name?: string;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** The list with `value` switched on or off, in the order of the options. */
export function toggleInList<V>(list: readonly V[], value: V, on: boolean, order: readonly V[]): V[] {
  const set = new Set(list);
  if (on) set.add(value);
  else set.delete(value);
  return order.filter((item) => set.has(item));
}

export function CheckboxGroup<V extends string | number>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  variant = 'list',
  name,
  error,
  disabled,
  className,
}: CheckboxGroupProps<V>) {
  const messageId = `${useId()}-message`;
  const order = options.map((option) => option.value);
  const set = (option: V, on: boolean) => onChange(toggleInList(value, option, on, order));
  return (
    <fieldset
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-variant={variant}
      disabled={disabled}
      aria-describedby={error ? messageId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          const label = (
            <>
              {option.label}
              {option.count !== undefined && <span className={styles.count}>{option.count}</span>}
            </>
          );
          return variant === 'pills' ? (
            <label key={option.value} className={styles.pill} data-disabled={option.disabled || undefined}>
              <input
                type="checkbox"
                className={styles.pillInput}
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                onChange={(event) => set(option.value, event.target.checked)}
              />
              <span className={styles.pillFace}>{label}</span>
            </label>
          ) : (
            <Checkbox
              key={option.value}
              label={label}
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={(event) => set(option.value, event.target.checked)}
            />
          );
        })}
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
