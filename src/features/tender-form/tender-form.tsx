/**
 * A contractor's offer for an open tender (`tender` lead of
 * `src/schemas/leads.ts`): the tender, the company and its tax id (10 digits),
 * the contact person, a comment and up to 5 documents (spec §9 types), each
 * uploaded as soon as it is chosen. The submit waits for uploads to finish.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatDate, NBSP } from '@/lib/format';
import { maskDigits } from '@/lib/masks';
import { useAppDispatch } from '@/lib/store/hooks';
import type { OpenTender } from '@/schemas/company';
import { FIELD_MESSAGES, NAME_MAX } from '@/schemas/lead-fields';
import { tenderLeadSchema } from '@/schemas/company-leads';
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

export const TENDER_FILES_MAX = 5;
export const UPLOADING_HINT = 'Дождитесь, пока загрузятся файлы';

/** The select gives a number or nothing: nothing is «Пожалуйста, заполните это поле», not «Неверный формат». */
const schema = tenderLeadSchema
  .pick({ company: true, inn: true, name: true, phone: true, email: true, comment: true, files: true, consent: true })
  .extend({ tender: z.number({ error: FIELD_MESSAGES.required }).int().positive() });

/** «до 21 ноября 2026»: when offers close. */
export const tenderDeadline = (tender: Pick<OpenTender, 'deadline'>) =>
  `Приём предложений до${NBSP}${formatDate(tender.deadline)}`;

export interface TenderFormProps {
  tenders: readonly OpenTender[];
  /** The tender a list button picked. */
  pick?: PickRequest | null;
  labelledBy?: string;
}

export function TenderForm({ tenders, pick, labelledBy }: TenderFormProps) {
  const dispatch = useAppDispatch();
  const upload = useFileUploader();
  const selectId = `tender-${useId()}`;
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { company: '', inn: '', name: '', phone: '', email: '', comment: '', files: [] },
  });
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: ['tender', 'company', 'inn', 'name', 'phone', 'email', 'comment', 'files', 'consent'],
    toLead: ({ comment, files, ...values }) => ({ type: 'tender', ...values, files, ...(comment ? { comment } : {}) }),
    onSuccess: () => dispatch(leadStatusOpened({ status: 'success', type: 'tender' })),
  });

  const { setValue } = form;
  useEffect(() => {
    if (!pick) return;
    setValue('tender', pick.id, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    revealField(selectId);
  }, [pick, setValue, selectId]);

  const options = useMemo(() => tenders.map((tender) => ({ label: tender.title, value: tender.id })), [tenders]);
  const chosenId = useWatch({ control: form.control, name: 'tender' });
  const chosen = tenders.find((tender) => tender.id === chosenId);

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormSelect
        control={form.control}
        name="tender"
        id={selectId}
        label="Тендер"
        options={options}
        placeholder="Выберите тендер"
        hint={chosen ? tenderDeadline(chosen) : undefined}
        required
      />
      <div className={formStyles.row}>
        <FormTextField
          control={form.control}
          name="company"
          label="Компания"
          autoComplete="organization"
          maxLength={200}
          required
        />
        <FormTextField
          control={form.control}
          name="inn"
          label="ИНН"
          hint="10 цифр"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          mask={(raw) => maskDigits(raw, 10)}
          required
        />
      </div>
      <FormTextField
        control={form.control}
        name="name"
        label="Контактное лицо"
        autoComplete="name"
        maxLength={NAME_MAX}
        required
      />
      <div className={formStyles.row}>
        <FormPhoneField control={form.control} name="phone" required />
        <FormEmailField control={form.control} name="email" required />
      </div>
      <FormTextArea
        control={form.control}
        name="comment"
        label="Комментарий"
        hint="Необязательно: сроки, опыт похожих работ, условия"
        maxLength={2000}
        rows={4}
      />
      <FormFileField
        control={form.control}
        name="files"
        label="Документы"
        hint="Коммерческое предложение, смета, презентация компании"
        upload={upload}
        multiple
        maxFiles={TENDER_FILES_MAX}
        onBusyChange={setUploading}
      />
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit
        incomplete={!form.formState.isValid}
        hold={uploading}
        sending={sending}
        hint={uploading ? UPLOADING_HINT : undefined}
      >
        Отправить предложение
      </FormSubmit>
    </form>
  );
}
