/**
 * The content version (migration 0005_content_version): one row that
 * triggers bump on every write to the content tables a page shows. Read like
 * the catalogue's version (decision 006): at most once per `VERSION_TTL_MS`,
 * in the background once a first value is known (stale-while-revalidate), so
 * a page view never waits for it and a write made by any instance or by plain
 * SQL shows within about a second.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { VERSION_TTL_MS } from './lots/catalogue.ts';

export class VersionWatch {
  private value: number | null = null;
  private checkedAt = 0;
  private pending: Promise<number> | null = null;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly ttlMs = VERSION_TTL_MS,
  ) {}

  current(): Promise<number> {
    if (this.value !== null) {
      if (Date.now() - this.checkedAt >= this.ttlMs) this.check().catch(() => undefined);
      return Promise.resolve(this.value);
    }
    return this.check();
  }

  /** Reads the version now (tests call it right after writing). */
  async invalidate(): Promise<number> {
    await this.pending?.catch(() => undefined);
    this.checkedAt = 0;
    return this.check();
  }

  private check(): Promise<number> {
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<number> {
    // Stamped first: a failing database is asked once per TTL, not per request.
    this.checkedAt = Date.now();
    this.value = await this.read();
    return this.value;
  }
}

async function readContentVersion(db: Db): Promise<number> {
  const result = await db.execute<{ v: string | number }>(
    sql`select coalesce(max(version), 0) as v from content_version`,
  );
  return Number((result as unknown as { rows: Array<{ v: string | number }> }).rows[0]?.v ?? 0);
}

const watches = new WeakMap<Db, VersionWatch>();

/** One watch per database object, shared by every page. */
export function contentVersionFor(db: Db): VersionWatch {
  let watch = watches.get(db);
  if (!watch) {
    watch = new VersionWatch(() => readContentVersion(db));
    watches.set(db, watch);
  }
  return watch;
}
