/**
 * A TextField bound to react-hook-form: the value, the touched state and the
 * error come from the form; `mask` rewrites every keystroke (phone, date…)
 * and `blurTransform` tidies the value when the visitor leaves the field.
 */
import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../field/text-field';
import { caretAfterMask } from './mask-caret';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  control: Control<T>;
  name: FieldPath<T>;
  mask?: (value: string) => string;
  blurTransform?: (value: string) => string;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  mask,
  blurTransform,
  disabled,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const next = mask ? mask(raw) : raw;
    const caret = input.selectionStart;
    // Editing inside a masked value: keep the caret where the visitor typed instead of jumping to the end.
    if (next !== raw && caret !== null && caret < raw.length) {
      const position = caretAfterMask(raw, caret, next);
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.setSelectionRange(position, position);
      });
    }
    field.onChange(next);
  };

  const onBlur = () => {
    if (blurTransform) {
      const next = blurTransform(value);
      if (next !== value) field.onChange(next);
    }
    field.onBlur();
  };

  return (
    <TextField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled ?? field.disabled}
      error={fieldState.error?.message}
    />
  );
}
