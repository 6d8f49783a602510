/**
 * E-mail of spec §5: the e-mail keyboard and autofill, at most `EMAIL_MAX`
 * characters (the schema's limit), under «Электронная почта» unless a form
 * names it otherwise. Required or not is the form's call, as with the phone.
 */
import type { FieldValues } from 'react-hook-form';
import { EMAIL_MAX } from '@/schemas/field-limits';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormEmailFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'mask' | 'blurTransform' | 'type' | 'label' | 'maxLength'
> & {
  label?: FormTextFieldProps<T>['label'];
};

export function FormEmailField<T extends FieldValues>({
  label = 'Электронная почта',
  ...rest
}: FormEmailFieldProps<T>) {
  return (
    <FormTextField {...rest} label={label} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} />
  );
}
