/**
 * The lots import (issue 32): a CSV or XLSX file in, a report out. All or
 * nothing: any error and nothing is written; otherwise every change in one
 * transaction. The database is read inside that transaction, after the
 * import lock, so what was checked is what is written even with another
 * import or instance at work. A dry run reads, checks and reports only.
 *
 * The lock is a transaction-level advisory lock: an upload waits for one
 * running elsewhere; a scheduled pull (`ifIdle`) skips its turn instead, so
 * with several instances on one PostgreSQL only one applies at a time.
 */
import { sql } from 'drizzle-orm';
import {
  IMPORT_CHANGES_LISTED,
  IMPORT_ERRORS_LISTED,
  type AbsentAction,
  type ImportError,
  type ImportMode,
  type LotsImportReport,
} from '../../../src/schemas/lots-import.ts';
import type { Database, Db } from '../../db/client.ts';
import { catalogueFor } from '../lots/catalogue.ts';
import { readVersion } from '../lots/snapshot.ts';
import { pluralRu } from '../../../src/lib/plural.ts';
import { applyPlan } from './apply-plan.ts';
import { planImport, type ImportPlan } from './plan-import.ts';
import { readLotLines, type ReadLines } from './read-lines.ts';
import { lotKey, resolveLines } from './resolve-lines.ts';
import { readPlaces, readStoredLots } from './stored-lots.ts';

/** An XLSX of 200 000 lots is about 10 MB, its CSV about 25 MB. */
export const LOTS_FILE_MAX_BYTES = 50 * 1024 * 1024;

export interface ImportOptions {
  mode: ImportMode;
  absent: AbsentAction;
  dryRun: boolean;
  /** Skip instead of waiting when another import holds the lock (the scheduled pull). */
  ifIdle?: boolean;
}

/** What a committed import wrote, for the catalogue to show it (publishImport). */
export interface AppliedLots {
  /** Every lot added, changed, sold or hidden. */
  lotIds: number[];
  /** A building's completion date moved too: that is more than the lots. */
  buildingsChanged: boolean;
  /** `catalog_version` as the import's transaction left it. */
  version: number;
}

export type ImportOutcome =
  | { status: 'applied'; report: LotsImportReport; applied: AppliedLots }
  | { status: 'checked' | 'refused'; report: LotsImportReport }
  | { status: 'busy'; report: null };

const LOCK = sql`hashtext('lots-import')`;

function summary(report: Omit<LotsImportReport, 'message'>): string {
  if (report.errors_total > 0) {
    return `Файл не загружен: ${report.errors_total} ${pluralRu(report.errors_total, ['ошибка', 'ошибки', 'ошибок'])}, ничего не изменено`;
  }
  const counts = `добавлено ${report.added}, изменено ${report.changed}, снято ${report.removed}, без изменений ${report.unchanged}`;
  return report.dry_run ? `Проверка без записи: ${counts}` : `Загружено: ${counts}`;
}

function makeReport(
  options: ImportOptions,
  rows: number,
  errors: ImportError[],
  plan: ImportPlan | null,
): LotsImportReport {
  const counts = plan && errors.length === 0 ? plan.counts : { added: 0, changed: 0, removed: 0, unchanged: 0 };
  const changes = plan && errors.length === 0 ? plan.changes : [];
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const base = {
    dry_run: options.dryRun,
    mode: options.mode,
    absent: options.absent,
    rows,
    ...counts,
    errors: sorted.slice(0, IMPORT_ERRORS_LISTED),
    errors_total: errors.length,
    changes: changes.slice(0, IMPORT_CHANGES_LISTED),
    changes_total: changes.length,
  };
  return { ...base, message: summary(base) };
}

/** Checks the lines against the database as `db` sees it now. */
async function evaluate(db: Db, read: ReadLines, options: ImportOptions) {
  const places = await readPlaces(db);
  const stored = new Map((await readStoredLots(db)).map((lot) => [lot.id, lot]));
  const { resolved, errors } = resolveLines(read.lines, places, stored);
  const planned = planImport(resolved, stored, places, options);
  return { plan: planned.plan, errors: [...read.errors, ...errors, ...planned.errors] };
}

export async function importLots(db: Db, bytes: Uint8Array, options: ImportOptions): Promise<ImportOutcome> {
  const read = await readLotLines(bytes);
  if (read.errors.length > 0 && read.lines.length === 0)
    return { status: 'refused', report: makeReport(options, read.rows, read.errors, null) };
  // A dry run, or a file already known to be refused (checked in full all the same, to list every error): no transaction.
  if (options.dryRun || read.errors.length > 0) {
    const { plan, errors } = await evaluate(db, read, options);
    return { status: errors.length > 0 ? 'refused' : 'checked', report: makeReport(options, read.rows, errors, plan) };
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (options.ifIdle) {
      const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${LOCK}) as locked`);
      if (!(result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked)
        return { status: 'busy', report: null } as const;
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    }
    const { plan, errors } = await evaluate(tx, read, options);
    // Nothing written yet: the transaction ends with nothing in it.
    if (errors.length > 0) return { status: 'refused', report: makeReport(options, read.rows, errors, plan) } as const;
    const added = await applyPlan(tx, plan, options.absent);
    plan.inserts.forEach((write, index) => {
      plan.insertChanges[index]!.id = added.get(lotKey(write.buildingId, write.number)) ?? null;
    });
    const applied: AppliedLots = {
      lotIds: [...plan.updates.flatMap((write) => write.id ?? []), ...added.values(), ...plan.absent],
      buildingsChanged: plan.buildings.length > 0,
      // Still ours: the transaction holds catalog_version's row since its first write.
      version: await readVersion(tx),
    };
    return { status: 'applied', report: makeReport(options, read.rows, [], plan), applied } as const;
  });
}

/**
 * After a committed import: durable on PGlite too (decision 029), then the catalogue updated, so the
 * site shows the new lots and prices when the caller reports success: just the lots it wrote read
 * again (a full reload of 200 000 lots takes ~3 s), the full reload following in the background;
 * a whole reload when a building's date moved. A failure is only a warning: the import is in, and
 * the catalogue's own version check reloads within a second.
 */
export async function publishImport(
  database: Database,
  applied: AppliedLots,
  warn: (error: unknown) => void,
): Promise<void> {
  await database.durable();
  const catalogue = catalogueFor(database.db);
  const update =
    applied.buildingsChanged || applied.lotIds.length === 0
      ? catalogue.invalidate()
      : catalogue.applyLotChanges(applied.lotIds, applied.version);
  await update.then(() => undefined, warn);
}
