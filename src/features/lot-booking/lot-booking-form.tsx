/**
 * «Забронировать» from a lot page: name, phone, an optional email for the
 * booking documents, consent; the lot id comes from the page. The manager
 * confirms the booking by phone, so the form only asks for a request.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAppDispatch } from '@/lib/store/hooks';
import { NAME_MAX } from '@/schemas/lead-fields';
import { lotBookingLeadSchema } from '@/schemas/sales-leads';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useLeadSubmit } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormPhoneField } from '@/ui/form/form-phone-field';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormEmailField } from '@/ui/form/form-email-field';
import { FormTextField } from '@/ui/form/form-text-field';
import formStyles from '@/ui/form/form.module.css';

const schema = lotBookingLeadSchema.pick({ name: true, phone: true, email: true, consent: true });

export interface LotBookingFormProps {
  lotId: number;
  labelledBy?: string;
}

export function LotBookingForm({ lotId, labelledBy }: LotBookingFormProps) {
  const dispatch = useAppDispatch();
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '' },
  });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['name', 'phone', 'email', 'consent'],
    toLead: ({ email, ...values }) => ({ type: 'lot_booking', ...values, ...(email ? { email } : {}), lot: lotId }),
    onSuccess: () => dispatch(leadStatusOpened({ status: 'success', type: 'lot_booking' })),
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormTextField
        control={form.control}
        name="name"
        label="Имя"
        autoComplete="given-name"
        maxLength={NAME_MAX}
        required
      />
      <FormPhoneField control={form.control} name="phone" required />
      <FormEmailField control={form.control} name="email" hint="Необязательно: пришлём условия бронирования" />
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit incomplete={!form.formState.isValid} sending={sending} fullWidth>
        Забронировать
      </FormSubmit>
    </form>
  );
}
