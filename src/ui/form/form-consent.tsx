/**
 * The consent checkbox of spec §5 with the words of the spec; «обработку
 * персональных данных» links to the consent text. The link opens a new tab:
 * following it in place would close the dialog and lose what was typed.
 */
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ROUTES } from '@/lib/routes';
import { Checkbox } from '../field/checkbox';

const CONSENT_PATH =
  ROUTES.find((route) => route.name === 'personal-data-processing')?.path ?? '/personal-data-processing';

export interface FormConsentProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  disabled?: boolean;
  className?: string;
}

export function FormConsent<T extends FieldValues>({ control, name, disabled, className }: FormConsentProps<T>) {
  const { field, fieldState } = useController({ control, name });
  // The new-tab warning describes the link without becoming part of the checkbox's name.
  const newTabId = useId();
  return (
    <>
      <Checkbox
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
        error={fieldState.error?.message}
        className={className}
        label={
          <>
            Я даю свое согласие на{' '}
            <a href={CONSENT_PATH} target="_blank" rel="noopener" aria-describedby={newTabId}>
              обработку персональных данных
            </a>
          </>
        }
      />
      <span id={newTabId} hidden>
        Откроется в новой вкладке
      </span>
    </>
  );
}
