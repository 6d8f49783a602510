/**
 * The payload of each form of the site for `POST /api/request/` (spec §7),
 * one zod object per lead `type`. The browser's forms and the server route
 * validate with these very schemas; leads.ts joins them into the request
 * union through its `LEAD_KINDS` table.
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

export const visitLeadSchema = visitLeadFields.superRefine(visitSlotNotBegun);

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
