/**
 * A visit time picked from the half-hour slots of the working day (spec §9)
 * with the kit's Select. A list instead of a typed hh:mm means the visitor
 * cannot pick 9:15 or 22:00 in the first place; the §5 time rules still run
 * in the schema (and on the server) for anything that arrives otherwise.
 */
import { useEffect, useId, useMemo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { visitSlots } from '@/schemas/lead-fields';
import { Select, type SelectOption } from '../select/select';

export interface FormTimeSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  /** Defaults to every slot of the working day. */
  slots?: readonly string[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function FormTimeSelect<T extends FieldValues>({
  control,
  name,
  label = 'Время',
  slots,
  placeholder = 'Выберите время',
  required,
  disabled,
  className,
}: FormTimeSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `time-${useId()}`;
  const options = useMemo<SelectOption[]>(
    () => (slots ?? visitSlots()).map((slot) => ({ label: slot, value: slot })),
    [slots],
  );
  // The Select is a combobox `div`: give the form something focusable so an invalid submit can focus it.
  const register = field.ref;
  useEffect(() => {
    register({ focus: () => document.getElementById(id)?.focus() });
  }, [register, id]);

  return (
    <div
      className={className}
      // Touched (for error display) when focus leaves the whole control, not when it moves into its list.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
      }}
    >
      <Select
        id={id}
        label={label}
        options={options}
        value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
        onChange={(value) => field.onChange(value === null ? '' : String(value))}
        placeholder={placeholder}
        required={required}
        disabled={disabled ?? field.disabled}
        error={fieldState.error?.message}
        maxHeight="24rem"
      />
    </div>
  );
}
