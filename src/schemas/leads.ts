/**
 * `POST /api/request/` (spec §7): every form of the site as one union by
 * `type`. The browser's forms and the server route validate with these very
 * schemas; the server answers 400 with `errors: { field: { error_msg } }`.
 *
 * Every payload carries `idempotency_key` (a UUID the browser makes once per
 * filled form, kept across retries) so a retry or a replay never makes a
 * second lead, `site` (host plus current path) and `yandex_token` (captcha).
 */
import { z } from 'zod';
import {
  companyTaxIdField,
  consentField,
  cyrillicField,
  emailField,
  FIELD_MESSAGES,
  fullNameField,
  lettersField,
  nameField,
  phoneField,
  moscowToday,
  parseDate,
  parseTime,
  textField,
  visitDateField,
  visitTimeField,
} from './lead-fields.ts';
import { positiveId } from './whole-numbers.ts';

/** Spec §8: «in development a placeholder token is used»; accepted only while the server has no captcha key. */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';

/** A database id: a JSON integer or its digits, nothing coerced (`true`, `"0x1F"`, `[7]` are refused). */
const id = () => positiveId(FIELD_MESSAGES.format);

const common = {
  idempotency_key: z.uuid({ error: 'Ключ повтора — UUID' }),
  site: z.string().trim().max(500).default(''),
  /** Captcha token; the placeholder `DEV_CAPTCHA_TOKEN` passes where no captcha secret is configured. */
  yandex_token: z.string().max(5000).default(''),
};

export const mailingLeadSchema = z.object({
  type: z.literal('mailing'),
  ...common,
  name: fullNameField(),
  email: emailField(),
  consent: consentField(),
});

export const callbackLeadSchema = z.object({
  type: z.literal('callback'),
  ...common,
  name: nameField(),
  phone: phoneField(),
  consent: consentField(),
  /** The lot the visitor looked at, when the request came from a lot page. */
  lot: id().optional(),
  comment: textField({ max: 1000 }).optional(),
});

/** The visit fields without the cross-field check: forms pick from these (zod 4 refuses `.pick()` on a refined object). */
export const visitLeadFields = z.object({
  type: z.literal('visit'),
  ...common,
  name: nameField(),
  phone: phoneField(),
  date: visitDateField(),
  time: visitTimeField(),
  project: id().optional(),
  consent: consentField(),
});

/** Today is a valid day, but not a slot that has already begun (Moscow time, like the date rules). */
export function visitSlotNotBegun(lead: { date: string; time: string }, ctx: z.core.$RefinementCtx) {
  const date = parseDate(lead.date);
  const time = parseTime(lead.time);
  if ('error' in date || 'error' in time) return;
  const now = moscowToday();
  if (date.day === now.day && time.minutes <= now.minutes)
    ctx.addIssue({ code: 'custom', path: ['time'], message: FIELD_MESSAGES.pastDate });
}

const visitLeadSchema = visitLeadFields.superRefine(visitSlotNotBegun);

export const lotBookingLeadSchema = z.object({
  type: z.literal('lot_booking'),
  ...common,
  name: nameField(),
  phone: phoneField(),
  email: emailField({ required: false }).optional(),
  lot: id(),
  consent: consentField(),
});

const partnership = {
  ...common,
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  company: textField({ max: 200, required: true }),
  comment: textField({ max: 2000 }).optional(),
  consent: consentField(),
};
export const brokersLeadSchema = z.object({
  type: z.literal('partnership_brokers'),
  ...partnership,
  inn: companyTaxIdField({ required: false }).optional(),
});
export const investorsLeadSchema = z.object({
  type: z.literal('partnership_investors'),
  ...partnership,
  inn: companyTaxIdField({ required: false }).optional(),
});
export const landownersLeadSchema = z.object({
  type: z.literal('partnership_landowners'),
  ...partnership,
  company: textField({ max: 200 }).optional(),
  /** Where the land is: a Russian address. */
  location: cyrillicField({ max: 300 }),
  area: textField({ max: 50 }).optional(),
});

export const tenderLeadSchema = z.object({
  type: z.literal('tender'),
  ...common,
  tender: id(),
  company: textField({ max: 200, required: true }),
  inn: companyTaxIdField(),
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  comment: textField({ max: 2000 }).optional(),
  /** Ids of files uploaded through `POST /api/uploads/`. */
  files: z
    .array(z.uuid({ error: FIELD_MESSAGES.serverDefault }))
    .max(5)
    .default([]),
  consent: consentField(),
});

export const vacancyLeadSchema = z.object({
  type: z.literal('vacancy'),
  ...common,
  vacancy: id(),
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  city: lettersField({ max: 100, required: false }).optional(),
  comment: textField({ max: 2000 }).optional(),
  /** The CV, uploaded first through `POST /api/uploads/`. */
  cv: z.uuid({ error: 'Прикрепите резюме' }),
  consent: consentField(),
});

/** A report may be anonymous: contacts are optional, the message is not. */
export const antiCorruptionLeadSchema = z.object({
  type: z.literal('anti_corruption'),
  ...common,
  name: nameField({ required: false }).optional(),
  phone: phoneField({ required: false }).optional(),
  email: emailField({ required: false }).optional(),
  message: textField({ max: 5000, required: true }),
  consent: consentField(),
});

/** What the visitor is told once a lead is accepted (the status dialog, spec §4). */
interface LeadSuccessText {
  title: string;
  text: string;
}

/**
 * One row per lead type: its schema, its name for the sales team (letters,
 * CSV, webhook) and the status dialog's success text. The type list, the
 * request union and the texts all come from here, so a new form is its schema
 * plus one row, and the compiler asks for every part of the row.
 */
export interface LeadKindTexts {
  /** The type as the sales team reads it. */
  label: string;
  success: LeadSuccessText;
  /** Labels of this type's own fields in letters and exports: a common key keeps its place (lead-field-labels.ts), new ones follow. */
  fieldLabels?: Readonly<Record<string, string>>;
}

interface LeadKind<T extends string> extends LeadKindTexts {
  schema: z.ZodObject & { shape: { type: z.ZodLiteral<T> } };
}

/** Ties each row's key to its schema's `type`, so a key cannot name another schema. */
const leadKinds = <const K extends { [T in keyof K & string]: LeadKind<T> }>(kinds: K) => kinds;

/** Ties a short word to the next one in the success texts, so it never ends a line (schemas import zod only). */
const NBSP = '\u00a0';

export const LEAD_KINDS = leadKinds({
  mailing: {
    schema: mailingLeadSchema,
    label: 'Подписка на рассылку',
    success: {
      title: 'Вы подписаны на рассылку',
      text: 'Будем присылать новости о старте продаж, акциях и событиях компании.',
    },
  },
  callback: {
    schema: callbackLeadSchema,
    label: 'Обратный звонок',
    success: {
      title: 'Заявка принята',
      text: `Менеджер перезвонит вам в${NBSP}рабочее время${NBSP}— ежедневно с${NBSP}9:00 до${NBSP}21:00.`,
    },
  },
  visit: {
    schema: visitLeadSchema,
    label: 'Запись на показ',
    success: {
      title: 'Заявка на встречу принята',
      text: 'Менеджер позвонит, чтобы подтвердить дату и время встречи.',
    },
  },
  lot_booking: {
    schema: lotBookingLeadSchema,
    label: 'Бронирование лота',
    success: {
      title: 'Заявка на бронирование принята',
      text: 'Менеджер свяжется с вами, подтвердит бронь и расскажет о следующих шагах.',
    },
  },
  partnership_brokers: {
    schema: brokersLeadSchema,
    label: 'Партнёрство: брокеры',
    success: {
      title: 'Заявка принята',
      text: 'Менеджер по работе с агентствами свяжется с вами и расскажет об условиях сотрудничества.',
    },
  },
  partnership_investors: {
    schema: investorsLeadSchema,
    label: 'Партнёрство: инвесторы',
    success: { title: 'Заявка принята', text: 'Отдел по работе с инвесторами изучит предложение и свяжется с вами.' },
  },
  partnership_landowners: {
    schema: landownersLeadSchema,
    label: 'Партнёрство: владельцы земли',
    success: {
      title: 'Заявка принята',
      text: 'Мы изучим участок и свяжемся с вами, чтобы обсудить возможности проекта.',
    },
  },
  tender: {
    schema: tenderLeadSchema,
    label: 'Участие в тендере',
    success: {
      title: 'Предложение отправлено',
      text: 'Тендерный комитет рассмотрит документы и свяжется с вами до подведения итогов.',
    },
  },
  vacancy: {
    schema: vacancyLeadSchema,
    label: 'Отклик на вакансию',
    success: { title: 'Отклик отправлен', text: 'Мы прочитаем резюме и свяжемся с вами, если опыт подойдёт.' },
  },
  anti_corruption: {
    schema: antiCorruptionLeadSchema,
    label: 'Антикоррупционное обращение',
    success: {
      title: 'Сообщение отправлено',
      text: `Его прочитают сотрудники службы комплаенса. Если вы оставили контакты, мы свяжемся с${NBSP}вами.`,
    },
  },
});

export type LeadType = keyof typeof LEAD_KINDS;
export const LEAD_TYPES = Object.keys(LEAD_KINDS) as [LeadType, ...LeadType[]];
type LeadKindSchema = (typeof LEAD_KINDS)[LeadType]['schema'];

export const leadSchema = z.discriminatedUnion(
  'type',
  LEAD_TYPES.map((type) => LEAD_KINDS[type].schema) as [LeadKindSchema, ...LeadKindSchema[]],
  { error: `Неизвестный тип заявки. Допустимые: ${LEAD_TYPES.join(', ')}` },
);
export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;

/** 201 for a new lead, 200 with the same body when the key was seen before. */
export const leadAcceptedSchema = z.object({ id: z.number().int(), type: z.enum(LEAD_TYPES), duplicate: z.boolean() });
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>;

/** Spec §4 newsletter: 400 with this message means «already subscribed», which the form treats as success. */
export const EMAIL_ALREADY_USED = 'This email is already use';

/** Spec §9 accepted upload types, checked by content on the server. */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'tiff',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Texts of `POST /api/request/` and `POST /api/uploads/` refusals, shared with the forms. */
export const LEAD_MESSAGES = {
  validation: 'Проверьте поля формы',
  captchaFailed: 'Проверка «Я не робот» не пройдена. Попробуйте ещё раз.',
  tooManyLeads: 'Слишком много заявок. Попробуйте через минуту.',
  tooManyUploads: 'Слишком много файлов. Попробуйте через минуту.',
  keyConflict: 'Эта заявка уже отправлена из другой формы. Обновите страницу и отправьте форму заново.',
  uploadType: `Недопустимый тип файла. Подойдут: ${UPLOAD_EXTENSIONS.join(', ')}`,
  uploadMissing: 'Прикрепите файл',
  uploadNotMultipart: 'Файл отправляется формой multipart/form-data',
  uploadEmpty: 'Файл пустой',
  uploadTooManyFiles: 'Можно загрузить только один файл за раз',
  uploadTooManyFields: 'Слишком много полей в форме',
  fileUnknown: 'Файл не найден или уже прикреплён к другой заявке. Загрузите его ещё раз.',
  lotUnknown: 'Лот не найден',
  projectUnknown: 'Проект не найден',
  tenderUnknown: 'Тендер не найден',
  vacancyUnknown: 'Вакансия не найдена',
} as const;
