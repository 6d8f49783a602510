/**
 * Accepting a lead from any form (`POST /api/request/`, routes/api/leads.ts;
 * decision 008): the lead is committed before the answer, and delivery to the
 * CRM and mail is the outbox worker's (rows with `delivery_status = 'pending'`).
 *
 * Order of checks, each answering in Russian (the body was validated by the route):
 * 1. the idempotency key seen before → 200 with that lead (`duplicate: true`),
 *    or 409 when it came with another form type; checked before the captcha,
 *    whose tokens are single-use, so a retry after a lost answer still succeeds;
 * 2. the captcha → 400 on «failed»; an unreachable service accepts the lead and
 *    marks it `captcha: 'unverified'`;
 * 3. what the ids point at (lot, project, tender, vacancy) → 400 per field;
 * 4. in one transaction: newsletter email already subscribed → 400
 *    `EMAIL_ALREADY_USED` (the browser shows success, spec §4, §8), the insert
 *    (`ON CONFLICT (idempotency_key) DO NOTHING`), and the uploads attached
 *    (`tender.files`, `vacancy.cv`: each once only) → 201, once durable.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMAIL_ALREADY_USED,
  LEAD_MESSAGES,
  type Lead,
  type LeadAccepted,
  type LeadType,
} from '../../../src/schemas/leads.ts';
import type { ApiError } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { inTransactionIf } from '../../db/transaction.ts';
import { formSubmissions, uploadedFiles, visitors } from '../../db/schema/visitors.ts';
import type { CaptchaOutcome } from '../../plugins/captcha.ts';
import { attachments, referenceErrors, type FieldErrors } from './references.ts';

type LeadRefused = { status: 400 | 409; body: ApiError };
export type LeadAnswer = { status: 200 | 201; body: LeadAccepted } | LeadRefused;

export interface LeadRequest {
  db: Db;
  log: FastifyBaseLogger;
  /** The captcha check of the visitor's token. */
  verifyCaptcha(token: string): Promise<CaptchaOutcome>;
  /** The visitor's id when its cookie names one (never creates one). */
  visitorId: string | null;
  /** Resolves once a commit survives a crash (decision 029). */
  durable(): Promise<void>;
  /** Wakes the delivery worker after a new lead. */
  kickDelivery(): void;
}

/** A refusal decided inside the transaction: thrown to roll it back, then answered as is. */
class LeadRefusal extends Error {
  constructor(readonly answer: LeadRefused) {
    super(answer.body.message);
  }
}

const fieldErrors = (errors: FieldErrors): LeadRefused => ({
  status: 400,
  body: { status: 400, message: LEAD_MESSAGES.validation, errors },
});

const keyConflict: LeadRefused = { status: 409, body: { status: 409, message: LEAD_MESSAGES.keyConflict } };

async function findByKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: formSubmissions.id, type: formSubmissions.type })
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

/** The answer to a key seen before: the same form → its lead again; another form → 409. */
function answerForExisting(row: { id: number; type: string }, type: LeadType): LeadAnswer {
  if (row.type !== type) return keyConflict;
  return { status: 200, body: { id: row.id, type, duplicate: true } };
}

export async function acceptLead(lead: Lead, request: LeadRequest): Promise<LeadAnswer> {
  const { db, log } = request;
  const key = lead.idempotency_key.toLowerCase();

  const seen = await findByKey(db, key);
  if (seen) return answerForExisting(seen, lead.type);

  const captcha = await request.verifyCaptcha(lead.yandex_token);
  if (captcha.result === 'failed') {
    log.info({ type: lead.type, reason: captcha.message }, 'lead refused by captcha');
    return {
      status: 400,
      body: {
        status: 400,
        message: LEAD_MESSAGES.captchaFailed,
        errors: { yandex_token: { error_msg: LEAD_MESSAGES.captchaFailed } },
      },
    };
  }
  if (captcha.result === 'unverified') log.warn({ type: lead.type, key }, 'lead accepted without a captcha check');

  const missing = await referenceErrors(db, lead);
  if (Object.keys(missing).length > 0) return fieldErrors(missing);

  const { yandex_token: _token, ...fields } = lead;
  const payload: Record<string, unknown> = { ...fields, idempotency_key: key, captcha: captcha.result };
  const knownVisitor = request.visitorId;
  const files = attachments(lead);

  let answer: LeadAnswer;
  try {
    // One INSERT needs no transaction; the newsletter check and attached files do (server/db/transaction.ts).
    answer = await inTransactionIf(db, lead.type === 'mailing' || files !== null, async (tx): Promise<LeadAnswer> => {
      if (lead.type === 'mailing') {
        const email = lead.email.toLowerCase();
        // Two parallel sign-ups with one email must not both pass the check below.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mailing:${email}`}))`);
        const used = await tx
          .select({ id: formSubmissions.id })
          .from(formSubmissions)
          .where(and(eq(formSubmissions.type, 'mailing'), sql`lower(${formSubmissions.payload}->>'email') = ${email}`))
          .limit(1);
        if (used.length > 0) return { status: 400, body: { status: 400, message: EMAIL_ALREADY_USED } };
      }
      const [inserted] = await tx
        .insert(formSubmissions)
        .values({
          idempotencyKey: key,
          type: lead.type,
          payload,
          pageUrl: lead.site || null,
          // The cookie may outlive its row (a wiped database): then the lead is simply anonymous.
          visitorId: knownVisitor
            ? sql`(select ${visitors.id} from ${visitors} where ${visitors.id} = ${knownVisitor})`
            : null,
          deliveryStatus: 'pending',
        })
        .onConflictDoNothing({ target: formSubmissions.idempotencyKey })
        .returning({ id: formSubmissions.id });
      if (!inserted) {
        // A parallel request with the same key won the insert.
        const row = await findByKey(tx as unknown as Db, key);
        return row ? answerForExisting(row, lead.type) : keyConflict;
      }
      if (files) {
        const attached = await tx
          .update(uploadedFiles)
          .set({ submissionId: inserted.id })
          .where(and(inArray(uploadedFiles.id, files.ids), isNull(uploadedFiles.submissionId)))
          .returning({ id: uploadedFiles.id });
        if (attached.length !== files.ids.length) {
          throw new LeadRefusal(fieldErrors({ [files.field]: { error_msg: LEAD_MESSAGES.fileUnknown } }));
        }
      }
      return { status: 201, body: { id: inserted.id, type: lead.type, duplicate: false } };
    });
  } catch (error) {
    if (error instanceof LeadRefusal) return error.answer;
    throw error;
  }

  if (answer.status === 201) {
    // The 201 promises the lead is kept: on the embedded database that needs an explicit WAL sync (decision 029).
    await request.durable();
    log.info({ leadId: answer.body.id, type: lead.type, captcha: captcha.result }, 'lead stored');
    request.kickDelivery();
  }
  return answer;
}
