/**
 * What every lead type shares: the request fields each payload carries, the
 * shape of a row of the lead kinds table and the helper that checks a row.
 * The rows themselves sit beside their schemas (sales-leads.ts,
 * company-leads.ts), so a new form is its schema and its row in one place.
 *
 * Every payload carries `idempotency_key` (a UUID the browser makes once per
 * filled form, kept across retries) so a retry or a replay never makes a
 * second lead, `site` (host plus current path) and `yandex_token` (captcha).
 */
import { z } from 'zod';
import { FIELD_MESSAGES } from './lead-fields.ts';
import { positiveId } from './whole-numbers.ts';

/** Spec §8: «in development a placeholder token is used»; accepted only while the server has no captcha key. */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';

/** A database id: a JSON integer or its digits, nothing coerced (`true`, `"0x1F"`, `[7]` are refused). */
export const leadId = () => positiveId(FIELD_MESSAGES.format);

export const LEAD_COMMON_FIELDS = {
  idempotency_key: z.uuid({ error: 'Ключ повтора — UUID' }),
  site: z.string().trim().max(500).default(''),
  /** Captcha token; the placeholder `DEV_CAPTCHA_TOKEN` passes where no captcha secret is configured. */
  yandex_token: z.string().max(5000).default(''),
};

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

export interface LeadKind<T extends string> extends LeadKindTexts {
  schema: z.ZodObject & { shape: { type: z.ZodLiteral<T> } };
}

/** Ties each row's key to its schema's `type`, so a key cannot name another schema. */
export const leadKinds = <const K extends { [T in keyof K & string]: LeadKind<T> }>(kinds: K) => kinds;

/** Ties a short word to the next one in the success texts, so it never ends a line (schemas import zod only). */
export const NBSP = '\u00a0';
