/**
 * The partnership pages' form (spec §2 /partnership/brokers|investors|landowners),
 * one component for the three kinds, each with the fields of its contract in
 * `src/schemas/leads.ts`:
 *
 * - brokers and investors: name, phone, email, company (required), the
 *   company's tax id (optional, 10 digits), a comment;
 * - landowners: name, phone, email, where the land is (required, Cyrillic),
 *   its area and the owning company (both optional), a comment.
 *
 * Validation runs the kind's own schema, so the page and the server say the
 * same thing; an empty optional field is not sent at all.
 */
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { maskDigits } from '@/lib/masks';
import { useAppDispatch } from '@/lib/store/hooks';
import { NAME_MAX } from '@/schemas/lead-fields';
import { brokersLeadSchema, investorsLeadSchema, landownersLeadSchema } from '@/schemas/company-leads';
import { leadStatusOpened } from '@/entities/lead/lead-status';
import { useLeadSubmit, type LeadDraft } from '@/entities/lead/use-lead-submit';
import { FormConsent } from '@/ui/form/form-consent';
import { FormErrorSummary } from '@/ui/form/form-error-summary';
import { FormPhoneField } from '@/ui/form/form-phone-field';
import { FormSubmit } from '@/ui/form/form-submit';
import { FormTextArea } from '@/ui/form/form-text-area';
import { FormEmailField } from '@/ui/form/form-email-field';
import { FormTextField } from '@/ui/form/form-text-field';
import formStyles from '@/ui/form/form.module.css';

export const PARTNERSHIP_KINDS = ['brokers', 'investors', 'landowners'] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];

export const isPartnershipKind = (value: unknown): value is PartnershipKind =>
  PARTNERSHIP_KINDS.includes(value as PartnershipKind);

const contact = { name: true, phone: true, email: true, comment: true, consent: true } as const;
const SCHEMAS = {
  brokers: brokersLeadSchema.pick({ ...contact, company: true, inn: true }),
  investors: investorsLeadSchema.pick({ ...contact, company: true, inn: true }),
  landowners: landownersLeadSchema.pick({ ...contact, company: true, location: true, area: true }),
};
/**
 * Every field any kind has; a kind's schema reads its own and drops the rest,
 * so after validation the other kinds' fields are simply absent.
 */
interface PartnershipValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  inn: string;
  location: string;
  area: string;
  comment: string;
  /** The consent schema lets only a ticked box through. */
  consent: true;
}

export const PARTNERSHIP_COMMENT_MAX = 2000;
export const COMPANY_MAX = 200;

const TEXTS: Record<PartnershipKind, { company: string; companyHint?: string; comment: string; submit: string }> = {
  brokers: {
    company: 'Агентство недвижимости',
    comment: 'Комментарий',
    submit: 'Стать партнёром',
  },
  investors: {
    company: 'Компания',
    comment: 'Предложение',
    submit: 'Отправить предложение',
  },
  landowners: {
    company: 'Компания-владелец',
    companyHint: 'Необязательно: если участок принадлежит компании',
    comment: 'Комментарий',
    submit: 'Предложить участок',
  },
};

const COMMENT_HINTS: Record<PartnershipKind, string> = {
  brokers: 'Необязательно: сколько сделок в год, с какими проектами работаете',
  investors: 'Необязательно: формат и объём инвестиций',
  landowners: 'Необязательно: категория земли, вид разрешённого использования, обременения',
};

/** Only what the kind's contract has; empty optional fields stay out. */
function toLead(kind: PartnershipKind, values: PartnershipValues): LeadDraft {
  const { name, phone, email, consent, comment, company } = values;
  const person = { name, phone, email, consent, ...(comment ? { comment } : {}) };
  if (kind === 'landowners') {
    const { location, area } = values;
    return {
      type: 'partnership_landowners',
      ...person,
      location,
      ...(area ? { area } : {}),
      ...(company ? { company } : {}),
    };
  }
  const business = { ...person, company, ...(values.inn ? { inn: values.inn } : {}) };
  return kind === 'investors'
    ? { type: 'partnership_investors', ...business }
    : { type: 'partnership_brokers', ...business };
}

export interface PartnershipFormProps {
  kind: PartnershipKind;
  labelledBy?: string;
}

export function PartnershipForm({ kind, labelledBy }: PartnershipFormProps) {
  const dispatch = useAppDispatch();
  const form = useForm<PartnershipValues>({
    // The three schemas share the contact fields; the form's values are their union.
    resolver: zodResolver(SCHEMAS[kind]) as unknown as Resolver<PartnershipValues>,
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '', company: '', inn: '', location: '', area: '', comment: '' },
  });
  const land = kind === 'landowners';
  const { onSubmit, sending, formError } = useLeadSubmit({
    form,
    fields: [
      'name',
      'phone',
      'email',
      'company',
      'comment',
      'consent',
      ...(land ? (['location', 'area'] as const) : (['inn'] as const)),
    ],
    toLead: (values) => toLead(kind, values),
    onSuccess: () => dispatch(leadStatusOpened({ status: 'success', type: `partnership_${kind}` })),
  });
  const texts = TEXTS[kind];

  return (
    <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormTextField control={form.control} name="name" label="Имя" autoComplete="name" maxLength={NAME_MAX} required />
      <div className={formStyles.row}>
        <FormPhoneField control={form.control} name="phone" required />
        <FormEmailField control={form.control} name="email" required />
      </div>
      {land && (
        <>
          <FormTextField
            control={form.control}
            name="location"
            label="Где находится участок"
            hint="Адрес или район, кадастровый номер — если знаете"
            maxLength={300}
            required
          />
          <FormTextField
            control={form.control}
            name="area"
            label="Площадь участка"
            hint="Необязательно: например, 2,5 га"
            maxLength={50}
          />
        </>
      )}
      <div className={formStyles.row}>
        <FormTextField
          control={form.control}
          name="company"
          label={texts.company}
          hint={texts.companyHint}
          autoComplete="organization"
          maxLength={COMPANY_MAX}
          required={!land}
        />
        {!land && (
          <FormTextField
            control={form.control}
            name="inn"
            label="ИНН компании"
            hint="Необязательно: 10 цифр"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            mask={(raw) => maskDigits(raw, 10)}
          />
        )}
      </div>
      <FormTextArea
        control={form.control}
        name="comment"
        label={texts.comment}
        hint={COMMENT_HINTS[kind]}
        maxLength={PARTNERSHIP_COMMENT_MAX}
        rows={4}
      />
      <FormConsent control={form.control} name="consent" />
      <FormErrorSummary message={formError} />
      <FormSubmit incomplete={!form.formState.isValid} sending={sending}>
        {texts.submit}
      </FormSubmit>
    </form>
  );
}
