/**
 * Phone of spec §5: typed into the +7 (###) ###-##-## mask, a leading 8
 * becomes +7 (both by `maskPhone`), a lone «+» or «+7» is cleared on blur
 * so an untouched-looking field does not count as filled.
 */
import type { FieldValues } from 'react-hook-form';
import { maskPhone, phoneOnBlur } from '@/lib/masks';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormPhoneFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'mask' | 'blurTransform' | 'type' | 'label'
> & {
  label?: FormTextFieldProps<T>['label'];
};

export function FormPhoneField<T extends FieldValues>({ label = 'Телефон', ...rest }: FormPhoneFieldProps<T>) {
  return (
    <FormTextField
      placeholder="+7 (___) ___-__-__"
      {...rest}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      mask={maskPhone}
      blurTransform={phoneOnBlur}
    />
  );
}
