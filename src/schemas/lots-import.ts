/**
 * Contract of the lots import (issue 32): `POST /api/admin/lots/import`
 * answers this report, the `lots:import` CLI prints it and the tests parse
 * real answers with it. The file's columns are the server's
 * (server/services/lots-io/columns.ts).
 */
import { z } from 'zod';

const IMPORT_MODES = ['partial', 'full'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** What a full import does to a lot missing from the file. */
export const ABSENT_ACTIONS = ['sold', 'hidden'] as const;
export type AbsentAction = (typeof ABSENT_ACTIONS)[number];

/** Content type of an XLSX file, in the import's body and the export's answer. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many errors and changes are listed; `errors_total` and `changes_total` count them all. */
export const IMPORT_ERRORS_LISTED = 1000;
export const IMPORT_CHANGES_LISTED = 500;

export const lotsImportQuerySchema = z.object({
  dry_run: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .describe('1 — только проверить и показать, что изменится, ничего не записывая'),
  mode: z
    .enum(IMPORT_MODES, { error: `mode: ${IMPORT_MODES.join(' или ')}` })
    .default('partial')
    .describe('partial — лоты, которых нет в файле, не меняются; full — файл содержит все лоты'),
  absent: z
    .enum(ABSENT_ACTIONS, { error: `absent: ${ABSENT_ACTIONS.join(' или ')}` })
    .default('sold')
    .describe('При mode=full: лоты, которых нет в файле, становятся проданными (sold) или скрываются с сайта (hidden)'),
});

const importErrorSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int().min(1),
  /** The column's header key; null when the whole row or file is meant. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

const IMPORT_ACTIONS = ['added', 'changed', 'removed'] as const;
const importChangeSchema = z.object({
  /** Row of the file; null for a lot a full import removes (it is not in the file). */
  row: z.number().int().nullable(),
  /** Null for a lot the import adds and has not written yet (a dry run). */
  id: z.number().int().nullable(),
  project: z.string(),
  building: z.string(),
  number: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Columns whose value changes (`hidden` when the lot comes back on the site or leaves it). */
  fields: z.array(z.string()),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const lotsImportReportSchema = z.object({
  dry_run: z.boolean(),
  mode: z.enum(IMPORT_MODES),
  absent: z.enum(ABSENT_ACTIONS),
  /** Lot rows read from the file (the header and empty rows not counted). */
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  /** Any error: nothing was written. */
  errors: z.array(importErrorSchema),
  errors_total: z.number().int(),
  changes: z.array(importChangeSchema),
  changes_total: z.number().int(),
  /** One Russian sentence saying what happened. */
  message: z.string(),
});
export type LotsImportReport = z.infer<typeof lotsImportReportSchema>;
