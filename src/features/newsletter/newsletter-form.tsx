/**
 * The footer newsletter form (spec §2, §4, §5, §7): name, email and consent,
 * both inputs at most 50 characters, the button blocked while the form is
 * invalid or sending. After the answer the status modal opens either way;
 * «already subscribed» clears the fields and counts as success (spec §8).
 * A real subscription is then reported to call tracking and announced with
 * the 'submit-footer-form' event.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NBSP } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { NAME_MAX } from '@/schemas/lead-fields';
import { mailingLeadSchema } from '@/schemas/sales-leads';
import { emitSubmitFooterForm, sendCallTracking } from '@/entities/lead/call-tracking';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useLeadSubmit } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormEmailField } from '@/ui/form/form-email-field';
import { FormTextField } from '@/ui/form/form-text-field';
import styles from './newsletter.module.css';

const schema = mailingLeadSchema.pick({ name: true, email: true, consent: true });
export const NEWSLETTER_SUBJECT = 'Подписка на рассылку';

export function NewsletterForm() {
  const dispatch = useAppDispatch();
  const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { name: '', email: '' } });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['name', 'email', 'consent'],
    toLead: (values) => ({ type: 'mailing', ...values }),
    onSuccess: ({ alreadyUsed }, values) => {
      dispatch(leadStatusOpened({ status: 'success', type: 'mailing', alreadyUsed }));
      // An address subscribed before is no new lead for marketing.
      if (alreadyUsed) return;
      void sendCallTracking({ subject: NEWSLETTER_SUBJECT, fio: values.name, email: values.email });
      emitSubmitFooterForm();
    },
    onFailure: (message) => dispatch(leadStatusOpened({ status: 'error', type: 'mailing', message })),
  });

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={styles.intro}>
        <h2 id="newsletter-title" className={styles.title}>
          Подписка на новости
        </h2>
        <p
          className={styles.text}
        >{`67% посетителей узнают о${NBSP}старте продаж и${NBSP}акциях первыми${NBSP}— из${NBSP}нашей рассылки`}</p>
      </div>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="newsletter-title">
        <div className={styles.fields}>
          <FormTextField
            control={form.control}
            name="name"
            label="Имя и фамилия"
            autoComplete="name"
            maxLength={NAME_MAX}
            required
          />
          <FormEmailField control={form.control} name="email" required />
        </div>
        <FormConsent control={form.control} name="consent" />
        <FormErrorSummary message={formError} />
        <FormSubmit incomplete={!form.formState.isValid} sending={sending} variant="primary">
          Подписаться
        </FormSubmit>
      </form>
    </section>
  );
}
