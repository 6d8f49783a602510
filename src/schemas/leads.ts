/**
 * `POST /api/request/` (spec §7): every form of the site as one union by
 * `type`, built from `LEAD_KINDS` (one row per form: its payload schema, its name
 * for the sales team, its success text; the rows sit beside their schemas in
 * sales-leads.ts and company-leads.ts); the
 * accepted answer and the Russian refusals. The server answers 400 with
 * `errors: { field: { error_msg } }`.
 */
import { z } from 'zod';
import { COMPANY_LEAD_KINDS } from './company-leads.ts';
import { SALES_LEAD_KINDS } from './sales-leads.ts';
import { UPLOAD_EXTENSIONS } from './uploads.ts';

export const LEAD_KINDS = { ...SALES_LEAD_KINDS, ...COMPANY_LEAD_KINDS };

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
