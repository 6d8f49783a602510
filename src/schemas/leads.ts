/**
 * `POST /api/request/` (spec §7): every form of the site as one union by
 * `type`, built from `LEAD_KINDS` (one row per form: its payload schema from
 * lead-payloads.ts, its name for the sales team, its success text); the
 * accepted answer and the Russian refusals. The server answers 400 with
 * `errors: { field: { error_msg } }`.
 */
import { z } from 'zod';
import {
  antiCorruptionLeadSchema,
  brokersLeadSchema,
  callbackLeadSchema,
  investorsLeadSchema,
  landownersLeadSchema,
  lotBookingLeadSchema,
  mailingLeadSchema,
  tenderLeadSchema,
  vacancyLeadSchema,
  visitLeadSchema,
} from './lead-payloads.ts';
import { UPLOAD_EXTENSIONS } from './uploads.ts';

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
