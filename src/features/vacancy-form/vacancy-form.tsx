/**
 * A CV for a vacancy (`vacancy` lead of `src/schemas/leads.ts`): the vacancy
 * (picked from the list, or fixed when the form sits on one vacancy), name,
 * phone, email, an optional city and cover note, and the CV itself — one
 * file of the spec §9 types, uploaded as soon as it is chosen.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAppDispatch } from '@/lib/store/hooks';
import type { VacancyItem } from '@/schemas/company';
import { FIELD_MESSAGES, NAME_MAX } from '@/schemas/lead-fields';
import { vacancyLeadSchema } from '@/schemas/company-leads';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useFileUploader } from '@/entities/lead/upload-api';
import { useLeadSubmit } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormFileField } from '@/ui/form/form-file-field';
import { FormPhoneField } from '@/ui/form/form-phone-field';
import { FormSelect } from '@/ui/form/form-select';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormTextArea } from '@/ui/form/form-text-area';
import { FormEmailField } from '@/ui/form/form-email-field';
import { FormTextField } from '@/ui/form/form-text-field';
import { revealField, type PickRequest } from '@/ui/form/reveal-field';
import formStyles from '@/ui/form/form.module.css';
import styles from './vacancy-form.module.css';

const UPLOADING_HINT = 'Дождитесь, пока загрузится резюме';

/** The select gives a number or nothing: nothing is «Пожалуйста, заполните это поле», not «Неверный формат». */
const schema = vacancyLeadSchema
  .pick({ name: true, phone: true, email: true, city: true, comment: true, cv: true, consent: true })
  .extend({ vacancy: z.number({ error: FIELD_MESSAGES.required }).int().positive() });

export interface VacancyFormProps {
  /** The vacancies to pick from; ignored when `vacancy` is fixed. */
  vacancies?: readonly VacancyItem[];
  /** The form of one vacancy's page: no select, this vacancy is sent. */
  vacancy?: Pick<VacancyItem, 'id' | 'title'>;
  /** The vacancy a list button picked. */
  pick?: PickRequest | null;
  labelledBy?: string;
}

export function VacancyForm({ vacancies = [], vacancy: fixed, pick, labelledBy }: VacancyFormProps) {
  const dispatch = useAppDispatch();
  const upload = useFileUploader();
  const selectId = `vacancy-${useId()}`;
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { vacancy: fixed?.id, name: '', phone: '', email: '', city: '', comment: '', cv: '' },
  });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['vacancy', 'name', 'phone', 'email', 'city', 'comment', 'cv', 'consent'],
    toLead: ({ city, comment, ...values }) => ({
      type: 'vacancy',
      ...values,
      ...(city ? { city } : {}),
      ...(comment ? { comment } : {}),
    }),
    onSuccess: () => dispatch(leadStatusOpened({ status: 'success', type: 'vacancy' })),
  });

  const { setValue } = form;
  useEffect(() => {
    if (!pick || fixed) return;
    setValue('vacancy', pick.id, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    revealField(selectId);
  }, [pick, fixed, setValue, selectId]);

  const options = useMemo(() => vacancies.map((item) => ({ label: item.title, value: item.id })), [vacancies]);

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {fixed ? (
        <p className={styles.fixed}>
          <span className={styles.fixedLabel}>Вакансия</span> {fixed.title}
        </p>
      ) : (
        <FormSelect
          control={form.control}
          name="vacancy"
          id={selectId}
          label="Вакансия"
          options={options}
          placeholder="Выберите вакансию"
          required
        />
      )}
      <FormTextField
        control={form.control}
        name="name"
        label="Имя и фамилия"
        autoComplete="name"
        maxLength={NAME_MAX}
        required
      />
      <div className={formStyles.row}>
        <FormPhoneField control={form.control} name="phone" required />
        <FormEmailField control={form.control} name="email" required />
      </div>
      <FormTextField
        control={form.control}
        name="city"
        label="Город"
        hint="Необязательно"
        autoComplete="address-level2"
        maxLength={100}
      />
      <FormFileField
        control={form.control}
        name="cv"
        label="Резюме"
        upload={upload}
        onBusyChange={setUploading}
        required
      />
      <FormTextArea
        control={form.control}
        name="comment"
        label="Сопроводительное письмо"
        hint="Необязательно: почему вам интересна эта работа"
        maxLength={2000}
        rows={4}
      />
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit
        incomplete={!form.formState.isValid}
        hold={uploading}
        sending={sending}
        hint={uploading ? UPLOADING_HINT : undefined}
      >
        Откликнуться
      </FormSubmit>
    </form>
  );
}
