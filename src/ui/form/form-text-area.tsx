/** A TextArea bound to react-hook-form (comments, messages). */
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '../field/text-area';

export interface FormTextAreaProps<T extends FieldValues> extends Omit<
  TextAreaProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

export function FormTextArea<T extends FieldValues>({ control, name, disabled, ...rest }: FormTextAreaProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextArea
      {...rest}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled ?? field.disabled}
      error={fieldState.error?.message}
    />
  );
}
