/**
 * The company forms of `POST /api/request/` (spec §7): partnership (brokers,
 * investors, landowners), tenders, vacancies, anti-corruption reports. Each
 * is its payload schema (the browser's form and the server validate with it)
 * and its row of the lead kinds table (the sales team's name, the success text).
 */
import { z } from 'zod';
import {
  companyTaxIdField,
  consentField,
  cyrillicField,
  emailField,
  FIELD_MESSAGES,
  lettersField,
  nameField,
  phoneField,
  textField,
} from './lead-fields.ts';
import { LEAD_COMMON_FIELDS, leadId, leadKinds, NBSP } from './lead-kind.ts';

const partnership = {
  ...LEAD_COMMON_FIELDS,
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
  ...LEAD_COMMON_FIELDS,
  tender: leadId(),
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
  ...LEAD_COMMON_FIELDS,
  vacancy: leadId(),
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
  ...LEAD_COMMON_FIELDS,
  name: nameField({ required: false }).optional(),
  phone: phoneField({ required: false }).optional(),
  email: emailField({ required: false }).optional(),
  message: textField({ max: 5000, required: true }),
  consent: consentField(),
});

export const COMPANY_LEAD_KINDS = leadKinds({
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
