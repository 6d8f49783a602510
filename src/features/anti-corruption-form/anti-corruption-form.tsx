/**
 * A report for the anti-corruption line (`anti_corruption` lead of
 * `src/schemas/leads.ts`): the message is required, the name and contacts are
 * not — a report may be anonymous. Empty contacts are not sent at all.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAppDispatch } from '@/lib/store/hooks';
import { NAME_MAX } from '@/schemas/lead-fields';
import { antiCorruptionLeadSchema } from '@/schemas/company-leads';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useLeadSubmit } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormPhoneField } from '@/ui/form/form-phone-field';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormTextArea } from '@/ui/form/form-text-area';
import { FormEmailField } from '@/ui/form/form-email-field';
import { FormTextField } from '@/ui/form/form-text-field';
import formStyles from '@/ui/form/form.module.css';

const schema = antiCorruptionLeadSchema.pick({ name: true, phone: true, email: true, message: true, consent: true });
export const MESSAGE_MAX = 5000;
export const ANONYMOUS_HINT = 'Необязательно: оставьте, если хотите получить ответ';

export function AntiCorruptionForm({ labelledBy }: { labelledBy?: string }) {
  const dispatch = useAppDispatch();
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '', message: '' },
  });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['name', 'phone', 'email', 'message', 'consent'],
    toLead: ({ name, phone, email, message, consent }) => ({
      type: 'anti_corruption',
      message,
      consent,
      ...(name ? { name } : {}),
      ...(phone ? { phone } : {}),
      ...(email ? { email } : {}),
    }),
    onSuccess: () => dispatch(leadStatusOpened({ status: 'success', type: 'anti_corruption' })),
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormTextArea
        control={form.control}
        name="message"
        label="Сообщение"
        hint="Что произошло, когда и кто участвовал. Чем больше подробностей, тем проще проверить."
        maxLength={MESSAGE_MAX}
        rows={8}
        required
      />
      <FormTextField
        control={form.control}
        name="name"
        label="Имя"
        hint={ANONYMOUS_HINT}
        autoComplete="name"
        maxLength={NAME_MAX}
      />
      <div className={formStyles.row}>
        <FormPhoneField control={form.control} name="phone" hint={ANONYMOUS_HINT} />
        <FormEmailField control={form.control} name="email" hint={ANONYMOUS_HINT} />
      </div>
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit
        incomplete={!form.formState.isValid}
        sending={sending}
        hint="Напишите сообщение и подтвердите согласие, чтобы отправить его"
      >
        Отправить сообщение
      </FormSubmit>
    </form>
  );
}
