/**
 * `POST /api/request/` (spec §7): every form of the site, one union by `type`
 * (`src/schemas/leads.ts`). The lead is committed to PostgreSQL before the
 * answer; delivery to the CRM and mail is a separate worker that picks up rows
 * with `delivery_status = 'pending'` (decision 008).
 *
 * Order of checks, each answering in Russian:
 * 1. the body (zod) → 400 `{ errors: { field: { error_msg } } }`;
 * 2. the idempotency key seen before → 200 with that lead (`duplicate: true`),
 *    or 409 when it came with another form type; checked before the captcha,
 *    whose tokens are single-use, so a retry after a lost answer still succeeds;
 * 3. the captcha → 400 on «failed»; an unreachable service accepts the lead and
 *    marks it `captcha: 'unverified'`;
 * 4. what the ids point at (lot, project, tender, vacancy) → 400 per field;
 * 5. in one transaction: newsletter email already subscribed → 400
 *    `EMAIL_ALREADY_USED` (the browser shows success, spec §4, §8), the insert
 *    (`ON CONFLICT (idempotency_key) DO NOTHING`), and the uploads attached
 *    (`tender.files`, `vacancy.cv`: each once only) → 201.
 *
 * CSRF is checked for every unsafe `/api` call by the csrf plugin; the route is
 * rate-limited per IP (`FORMS_RATE_LIMIT` a minute).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_ALREADY_USED,
  LEAD_MESSAGES,
  leadAcceptedSchema,
  leadSchema,
  type Lead,
  type LeadAccepted,
  type LeadType,
} from '../../../src/schemas/leads.ts';
import { apiErrorSchema, type ApiError } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { inTransactionIf } from '../../db/transaction.ts';
import { tenders, vacancies } from '../../db/schema/company.ts';
import { projects } from '../../db/schema/projects.ts';
import { formSubmissions, uploadedFiles, visitors } from '../../db/schema/visitors.ts';
import { perIpLimit } from '../../plugins/rate-limit.ts';
import { lotExists } from '../../services/lots/lot-exists.ts';

type FieldErrors = NonNullable<ApiError['errors']>;

/** A refusal decided inside the transaction: thrown to roll it back, then answered as is. */
class LeadRefusal extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

const fieldErrors = (errors: FieldErrors): ApiError => ({ status: 400, message: LEAD_MESSAGES.validation, errors });

/**
 * The delivery worker (another module) may decorate `app.leadDelivery` with a
 * `kick()` that wakes it up; without it the worker's own polling finds the row.
 * Looked up loosely so this file compiles whether or not that decorator is declared.
 */
function kickDelivery(app: FastifyInstance) {
  const delivery = (app as unknown as { leadDelivery?: { kick?: () => unknown } }).leadDelivery;
  if (typeof delivery?.kick !== 'function') return;
  try {
    Promise.resolve(delivery.kick()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'lead delivery kick failed'),
    );
  } catch (error) {
    app.log.warn({ err: error }, 'lead delivery kick failed');
  }
}

async function exists(db: Db, table: PgTable, column: PgColumn, value: number, extra?: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(and(eq(column, value), extra))
    .limit(1);
  return rows.length > 0;
}

/** Ids in the lead that must point at something that exists (and is published). */
async function referenceErrors(db: Db, lead: Lead): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const lot = 'lot' in lead ? lead.lot : undefined;
  if (lot !== undefined && !(await lotExists(db, lot))) errors.lot = { error_msg: LEAD_MESSAGES.lotUnknown };
  const project = 'project' in lead ? lead.project : undefined;
  if (project !== undefined && !(await exists(db, projects, projects.id, project, eq(projects.isPublished, true)))) {
    errors.project = { error_msg: LEAD_MESSAGES.projectUnknown };
  }
  if (lead.type === 'tender' && !(await exists(db, tenders, tenders.id, lead.tender))) {
    errors.tender = { error_msg: LEAD_MESSAGES.tenderUnknown };
  }
  if (
    lead.type === 'vacancy' &&
    !(await exists(db, vacancies, vacancies.id, lead.vacancy, eq(vacancies.isPublished, true)))
  ) {
    errors.vacancy = { error_msg: LEAD_MESSAGES.vacancyUnknown };
  }
  return errors;
}

/** The uploads a lead attaches, by the field that named them. */
function attachments(lead: Lead): { field: 'files' | 'cv'; ids: string[] } | null {
  if (lead.type === 'tender' && lead.files.length > 0)
    return { field: 'files', ids: [...new Set(lead.files.map((id) => id.toLowerCase()))] };
  if (lead.type === 'vacancy') return { field: 'cv', ids: [lead.cv.toLowerCase()] };
  return null;
}

async function findByKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: formSubmissions.id, type: formSubmissions.type })
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

type Answer = { status: 200 | 201; body: LeadAccepted } | { status: 409; body: ApiError };

/** The answer to a key seen before: the same form → its lead again; another form → 409. */
function answerForExisting(row: { id: number; type: string }, type: LeadType): Answer {
  if (row.type !== type) return { status: 409, body: { status: 409, message: LEAD_MESSAGES.keyConflict } };
  return { status: 200, body: { id: row.id, type, duplicate: true } };
}

export default async function leadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/request/',
    {
      config: { rateLimit: perIpLimit(app.config.FORMS_RATE_LIMIT, LEAD_MESSAGES.tooManyLeads) },
      schema: {
        tags: ['leads'],
        summary: 'Заявка с любой формы сайта (тип в поле type); повтор с тем же idempotency_key — 200 duplicate',
        body: leadSchema,
        response: {
          200: leadAcceptedSchema,
          201: leadAcceptedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Text PostgreSQL cannot store was refused before validation (plugins/text-hygiene.ts).
      const lead = request.body;
      const key = lead.idempotency_key.toLowerCase();

      const seen = await findByKey(app.db, key);
      if (seen) {
        const answer = answerForExisting(seen, lead.type);
        return reply.status(answer.status).send(answer.body);
      }

      const captcha = await app.captcha.verify(lead.yandex_token, request.ip);
      if (captcha.result === 'failed') {
        request.log.info({ type: lead.type, reason: captcha.message }, 'lead refused by captcha');
        return reply.status(400).send({
          status: 400,
          message: LEAD_MESSAGES.captchaFailed,
          errors: { yandex_token: { error_msg: LEAD_MESSAGES.captchaFailed } },
        });
      }
      if (captcha.result === 'unverified')
        request.log.warn({ type: lead.type, key }, 'lead accepted without a captcha check');

      const missing = await referenceErrors(app.db, lead);
      if (Object.keys(missing).length > 0) return reply.status(400).send(fieldErrors(missing));

      const { yandex_token: _token, ...fields } = lead;
      const payload: Record<string, unknown> = { ...fields, idempotency_key: key, captcha: captcha.result };
      const knownVisitor = request.knownVisitorId();
      const files = attachments(lead);

      let answer: Answer | { status: 400; body: ApiError };
      try {
        // One INSERT needs no transaction; the newsletter check and attached files do (server/db/transaction.ts).
        answer = await inTransactionIf(app.db, lead.type === 'mailing' || files !== null, async (tx) => {
          if (lead.type === 'mailing') {
            const email = lead.email.toLowerCase();
            // Two parallel sign-ups with one email must not both pass the check below.
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mailing:${email}`}))`);
            const used = await tx
              .select({ id: formSubmissions.id })
              .from(formSubmissions)
              .where(
                and(eq(formSubmissions.type, 'mailing'), sql`lower(${formSubmissions.payload}->>'email') = ${email}`),
              )
              .limit(1);
            if (used.length > 0) return { status: 400, body: { status: 400, message: EMAIL_ALREADY_USED } } as const;
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
            return row
              ? answerForExisting(row, lead.type)
              : { status: 409, body: { status: 409, message: LEAD_MESSAGES.keyConflict } };
          }
          if (files) {
            const attached = await tx
              .update(uploadedFiles)
              .set({ submissionId: inserted.id })
              .where(and(inArray(uploadedFiles.id, files.ids), isNull(uploadedFiles.submissionId)))
              .returning({ id: uploadedFiles.id });
            if (attached.length !== files.ids.length) {
              throw new LeadRefusal(400, fieldErrors({ [files.field]: { error_msg: LEAD_MESSAGES.fileUnknown } }));
            }
          }
          return { status: 201, body: { id: inserted.id, type: lead.type, duplicate: false } } as const;
        });
      } catch (error) {
        if (error instanceof LeadRefusal) return reply.status(error.status).send(error.body);
        throw error;
      }

      if (answer.status === 201) {
        // The 201 promises the lead is kept: on the embedded database that needs an explicit WAL sync (decision 029).
        await app.database.durable();
        request.log.info({ leadId: answer.body.id, type: lead.type, captcha: captcha.result }, 'lead stored');
        kickDelivery(app);
      }
      return reply.status(answer.status).send(answer.body);
    },
  );
}
