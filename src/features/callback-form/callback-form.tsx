/**
 * «Заказать звонок» (spec §1): name, phone and consent, with an optional
 * comment; from a lot page the lot id travels along so the manager knows
 * which lot the call is about. Success replaces the panel with the status
 * modal; a failure stays in the form with every value kept.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAppDispatch } from '@/lib/store/hooks';
import { NAME_MAX } from '@/schemas/lead-fields';
import { callbackLeadSchema } from '@/schemas/sales-leads';
import { sendCallTracking } from '@/entities/lead/call-tracking';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useLeadSubmit } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormPhoneField } from '@/ui/form/form-phone-field';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormTextArea } from '@/ui/form/form-text-area';
import { FormTextField } from '@/ui/form/form-text-field';
import formStyles from '@/ui/form/form.module.css';

const schema = callbackLeadSchema.pick({ name: true, phone: true, comment: true, consent: true });
const COMMENT_MAX = 1000;

export const CALLBACK_SUBJECT = 'Заказ обратного звонка';

export interface CallbackFormProps {
  /** The lot the visitor looked at, when the panel was opened from a lot page. */
  lotId?: number;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

export function CallbackForm({ lotId, labelledBy }: CallbackFormProps) {
  const dispatch = useAppDispatch();
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', comment: '' },
  });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['name', 'phone', 'comment', 'consent'],
    toLead: ({ comment, ...values }) => ({
      type: 'callback',
      ...values,
      ...(comment ? { comment } : {}),
      ...(lotId ? { lot: lotId } : {}),
    }),
    onSuccess: (_success, values) => {
      dispatch(leadStatusOpened({ status: 'success', type: 'callback' }));
      // Spec §7: the call-tracking service registers the call request with the phone and the page url.
      void sendCallTracking({ subject: CALLBACK_SUBJECT, fio: values.name, phone: values.phone });
    },
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
      <FormTextArea
        control={form.control}
        name="comment"
        label="Комментарий"
        hint="Необязательно: удобное время звонка или вопрос менеджеру"
        maxLength={COMMENT_MAX}
        rows={3}
      />
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit incomplete={!form.formState.isValid} sending={sending} fullWidth>
        Перезвоните мне
      </FormSubmit>
    </form>
  );
}
