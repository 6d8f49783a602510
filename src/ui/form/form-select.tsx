/**
 * The kit's Select bound to react-hook-form, for a choice among a list the
 * page loaded (the tender an offer is for, the vacancy a CV is for). The
 * value is the option's value; nothing chosen is `undefined`, which a
 * required schema reports as «Пожалуйста, заполните это поле».
 */
import { useEffect, useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '../select/select';

export interface FormSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The combobox id, for a page that reveals and focuses the field itself. */
  id?: string;
  className?: string;
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  disabled,
  id,
  className,
}: FormSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const generated = `select-${useId()}`;
  const selectId = id ?? generated;
  // The Select is a combobox `div`: give the form something focusable so an invalid submit can focus it.
  const register = field.ref;
  useEffect(() => {
    register({ focus: () => document.getElementById(selectId)?.focus() });
  }, [register, selectId]);
  const value: unknown = field.value;

  return (
    <div
      className={className}
      // Touched (for error display) when focus leaves the whole control, not when it moves into its list.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
      }}
    >
      <Select
        id={selectId}
        label={label}
        options={options}
        value={typeof value === 'string' || typeof value === 'number' ? value : null}
        onChange={(next) => field.onChange(next ?? undefined)}
        placeholder={placeholder}
        hint={hint}
        required={required}
        disabled={disabled ?? field.disabled}
        error={fieldState.error?.message}
      />
    </div>
  );
}
