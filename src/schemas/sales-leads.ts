/**
 * The sales forms of `POST /api/request/` (spec §7): newsletter, callback,
 * a visit to the sales office, a lot booking. Each is its payload schema
 * (the browser's form and the server validate with it) and its row of the
 * lead kinds table (the sales team's name, the success text).
 */
import { z } from 'zod';
import {
  consentField,
  emailField,
  FIELD_MESSAGES,
  fullNameField,
  nameField,
  phoneField,
  moscowToday,
  parseDate,
  parseTime,
  textField,
  visitDateField,
  visitTimeField,
} from './lead-fields.ts';
import { LEAD_COMMON_FIELDS, leadId, leadKinds, NBSP } from './lead-kind.ts';

export const mailingLeadSchema = z.object({
  type: z.literal('mailing'),
  ...LEAD_COMMON_FIELDS,
  name: fullNameField(),
  email: emailField(),
  consent: consentField(),
});

export const callbackLeadSchema = z.object({
  type: z.literal('callback'),
  ...LEAD_COMMON_FIELDS,
  name: nameField(),
  phone: phoneField(),
  consent: consentField(),
  /** The lot the visitor looked at, when the request came from a lot page. */
  lot: leadId().optional(),
  comment: textField({ max: 1000 }).optional(),
});

/** The visit fields without the cross-field check: forms pick from these (zod 4 refuses `.pick()` on a refined object). */
export const visitLeadFields = z.object({
  type: z.literal('visit'),
  ...LEAD_COMMON_FIELDS,
  name: nameField(),
  phone: phoneField(),
  date: visitDateField(),
  time: visitTimeField(),
  project: leadId().optional(),
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
  ...LEAD_COMMON_FIELDS,
  name: nameField(),
  phone: phoneField(),
  email: emailField({ required: false }).optional(),
  lot: leadId(),
  consent: consentField(),
});

export const SALES_LEAD_KINDS = leadKinds({
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
});
