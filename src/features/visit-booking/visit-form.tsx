/**
 * «Записаться на встречу с менеджером»: name, phone, a date (dd/mm/yyyy,
 * today up to three weeks ahead) and a half-hour slot within 9:00–21:00,
 * with the date and time messages of spec §5. The project, when known,
 * tells the office which sales gallery to prepare.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NBSP } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { NAME_MAX } from '@/schemas/lead-fields';
import { visitLeadFields, visitSlotNotBegun } from '@/schemas/sales-leads';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useLeadSubmit } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormDateField } from '@/ui/form/form-date-field';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormPhoneField } from '@/ui/form/form-phone-field';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormTextField } from '@/ui/form/form-text-field';
import { FormTimeSelect } from '@/ui/form/form-time-select';
import formStyles from '@/ui/form/form.module.css';

// Picked from the plain fields, then the same «slot of today already begun» check as the server's.
const schema = visitLeadFields
  .pick({ name: true, phone: true, date: true, time: true, consent: true })
  .superRefine(visitSlotNotBegun);

export interface VisitFormProps {
  projectId?: number;
  labelledBy?: string;
}

export function VisitForm({ projectId, labelledBy }: VisitFormProps) {
  const dispatch = useAppDispatch();
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', date: '', time: '' },
  });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['name', 'phone', 'date', 'time', 'consent'],
    toLead: (values) => ({ type: 'visit', ...values, ...(projectId ? { project: projectId } : {}) }),
    onSuccess: () => dispatch(leadStatusOpened({ status: 'success', type: 'visit' })),
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
      <div className={formStyles.row}>
        <FormDateField control={form.control} name="date" label="Дата" hint={`В ближайшие 3${NBSP}недели`} required />
        <FormTimeSelect control={form.control} name="time" label="Время" required />
      </div>
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit incomplete={!form.formState.isValid} sending={sending} fullWidth>
        Записаться
      </FormSubmit>
    </form>
  );
}
