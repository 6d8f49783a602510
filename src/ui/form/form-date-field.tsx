/** A dd/mm/yyyy date typed through the mask; the schema says what is wrong with it (spec §5). */
import type { FieldValues } from 'react-hook-form';
import { maskDate } from '@/lib/masks';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormDateFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'mask' | 'type'>;

export function FormDateField<T extends FieldValues>(props: FormDateFieldProps<T>) {
  // Digits only: the slashes come from the mask, so the numeric keypad is enough on phones.
  return (
    <FormTextField
      placeholder="дд/мм/гггг"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...props}
      mask={maskDate}
    />
  );
}
