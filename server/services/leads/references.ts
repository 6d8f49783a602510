/**
 * What a lead points at: the ids that must name something that exists and is
 * published (lot, project, tender, vacancy), and the uploads it attaches.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LEAD_MESSAGES, type Lead } from '../../../src/schemas/leads.ts';
import type { ApiError } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { tenders, vacancies } from '../../db/schema/company.ts';
import { projects } from '../../db/schema/projects.ts';
import { lotExists } from '../lots/lot-exists.ts';

export type FieldErrors = NonNullable<ApiError['errors']>;

async function exists(db: Db, table: PgTable, column: PgColumn, value: number, extra?: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(and(eq(column, value), extra))
    .limit(1);
  return rows.length > 0;
}

/** Ids in the lead that must point at something that exists (and is published). */
export async function referenceErrors(db: Db, lead: Lead): Promise<FieldErrors> {
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
export function attachments(lead: Lead): { field: 'files' | 'cv'; ids: string[] } | null {
  if (lead.type === 'tender' && lead.files.length > 0)
    return { field: 'files', ids: [...new Set(lead.files.map((id) => id.toLowerCase()))] };
  if (lead.type === 'vacancy') return { field: 'cv', ids: [lead.cv.toLowerCase()] };
  return null;
}
