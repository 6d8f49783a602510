/**
 * Keeps one in-memory snapshot of the catalogue per database and reloads it
 * when `catalog_version` moves. The version is read at most once per
 * `VERSION_TTL_MS` (one tiny query, in the background), so a write shows up
 * within about a second plus the reload, without a query per request.
 * After an import, the lots it wrote are laid over the snapshot at once
 * (`applyLotChanges`) and the full reload follows as after any write.
 */
import type { Db } from '../../db/client.ts';
import { lotRowsById } from './lot-rows.ts';
import { readPrograms } from './mortgage-offers.ts';
import { patchSnapshot } from './snapshot-patch.ts';
import { loadSnapshot, readVersion, type Snapshot } from './snapshot.ts';

export const VERSION_TTL_MS = 1000;
const MAX_RESULTS = 5000;
const MAX_RESULT_CHARS = 32 * 1024 * 1024;

export class LotCatalogue {
  private snapshot: Snapshot | null = null;
  private checkedAt = 0;
  private pending: Promise<Snapshot> | null = null;
  /** Results derived from one snapshot (facets, specs…), keyed by normalised query; dropped with it. */
  private results = new Map<string, unknown>();
  private resultChars = 0;
  /** The latest import patched in: a reload whose version is older may have read its lots before it. */
  private patchedVersion = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = VERSION_TTL_MS,
  ) {}

  /**
   * The current snapshot. Only the very first call waits for the database;
   * afterwards a version check older than the TTL runs in the background
   * (stale-while-revalidate), so no request ever queues behind it.
   */
  current(): Promise<Snapshot> {
    if (this.snapshot) {
      if (Date.now() - this.checkedAt >= this.ttlMs) this.check().catch(() => undefined);
      return Promise.resolve(this.snapshot);
    }
    return this.check();
  }

  /** Checks the version now and waits for a reload if needed (tests call it right after writing). */
  async invalidate(): Promise<Snapshot> {
    await this.pending?.catch(() => undefined);
    this.checkedAt = 0;
    return this.check();
  }

  /**
   * After an import has committed: reads just the lots it touched (`ids`) and
   * serves them at once (snapshot-patch.ts); the full reload follows in the
   * background at the next version check. Nothing loaded yet: nothing to
   * patch, so a whole load (after one under way, which may predate the write).
   */
  async applyLotChanges(ids: readonly number[], importVersion: number): Promise<Snapshot> {
    if (!this.snapshot) return this.invalidate();
    const rows = await lotRowsById(this.db, ids);
    const programs = await readPrograms(this.db);
    // The snapshot as it is now: a reload may have finished while the rows were read.
    const patched = patchSnapshot(this.snapshot, ids, rows, programs, importVersion);
    this.patchedVersion = Math.max(this.patchedVersion, importVersion);
    this.install(patched);
    // The full reload at the first request a TTL from now, as after any check.
    this.checkedAt = Date.now();
    return patched;
  }

  private check(): Promise<Snapshot> {
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Memoises `compute()` for this snapshot; cleared when it holds too many entries or characters. */
  remember<T>(snapshot: Snapshot, key: string, compute: () => T): T {
    if (snapshot !== this.snapshot) return compute();
    if (this.results.has(key)) return this.results.get(key) as T;
    const value = compute();
    const size = typeof value === 'string' ? value.length : 1024;
    // A whole-building шахматка is ~100 kB: bound memory, not just the entry count.
    if (this.results.size >= MAX_RESULTS || this.resultChars + size > MAX_RESULT_CHARS) {
      this.results.clear();
      this.resultChars = 0;
    }
    this.results.set(key, value);
    this.resultChars += size;
    return value;
  }

  private async refresh(): Promise<Snapshot> {
    // Stamped first: a failing database is retried once per TTL, not per request.
    this.checkedAt = Date.now();
    const version = await readVersion(this.db);
    if (this.snapshot && this.snapshot.version === version) return this.snapshot;
    const next = await loadSnapshot(this.db, version);
    if (this.snapshot && version < this.patchedVersion) {
      // Begun before an import committed, so maybe without it, and the import's patch landed meanwhile:
      // keep the patch, and load again at the next request.
      this.checkedAt = 0;
      return this.snapshot;
    }
    this.install(next);
    return next;
  }

  private install(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    this.results = new Map();
    this.resultChars = 0;
  }
}

const catalogues = new WeakMap<Db, LotCatalogue>();

/** One catalogue per database object, shared by every lot and structure route. */
export function catalogueFor(db: Db): LotCatalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = new LotCatalogue(db);
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
