/**
 * Makes an acknowledged write on the embedded database survive a power cut.
 * PGlite writes its WAL with plain `pwrite` at COMMIT but never calls fsync
 * (Emscripten's file system makes it a no-op; `strace -e fsync,fdatasync`
 * shows none), so a commit sits in the OS page cache until the kernel flushes
 * it, up to ~30 s later. `sync()` fdatasyncs the WAL segments written since the
 * last sync (and the WAL folder when a new segment appeared), which is what
 * PostgreSQL itself does at commit; recovery on the next start replays them.
 *
 * Callers that promise durability (a lead's 201) await it after their commit.
 * Concurrent callers share one fsync when they can (group commit): a sync
 * started after a caller's commit covers it.
 */
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { syncPath } from '../services/durable-files.ts';

export interface WalQuery {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

export interface WalSyncer {
  sync(): Promise<void>;
  /** How many fsync rounds ran (tests, the benchmark). */
  readonly rounds: number;
  close(): Promise<void>;
}

/** Segment names are 24 hex digits: timeline (8), then the segment number (16). */
const segmentNumber = (name: string) => BigInt(`0x${name.slice(8)}`);
const segmentName = (timeline: string, n: bigint) =>
  `${timeline}${(n >> 32n).toString(16).toUpperCase().padStart(8, '0')}${(n & 0xffffffffn).toString(16).toUpperCase().padStart(8, '0')}`;

export function walSyncer(client: WalQuery, dataDir: string): WalSyncer {
  const walDir = path.join(dataDir, 'pg_wal');
  let lastSegment: string | null = null;
  let current: { name: string; handle: FileHandle } | null = null;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let rounds = 0;

  async function round() {
    rounds += 1;
    const { rows } = await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name');
    const name = rows[0]!.name;
    // A commit may have crossed into a new segment: sync every segment since the last one synced.
    if (lastSegment !== null && lastSegment !== name) {
      const timeline = name.slice(0, 8);
      for (let n = segmentNumber(lastSegment); n < segmentNumber(name); n += 1n) {
        if (current?.name === segmentName(timeline, n)) await current.handle.datasync();
        else await syncPath(path.join(walDir, segmentName(timeline, n))).catch(() => undefined); // recycled meanwhile
      }
      // The new segment's directory entry must be durable too.
      await syncPath(walDir, 'folder');
    }
    if (current?.name !== name) {
      await current?.handle.close();
      current = { name, handle: await open(path.join(walDir, name), 'r+') };
    }
    await current.handle.datasync();
    lastSegment = name;
  }

  function start(): Promise<void> {
    running = round().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    sync() {
      if (!running) return start();
      // The running round may have read its position before this caller's commit: one more round covers all waiting.
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return start();
        });
      return queued;
    },
    get rounds() {
      return rounds;
    },
    async close() {
      await running?.catch(() => undefined);
      await queued?.catch(() => undefined);
      await current?.handle.close();
      current = null;
    },
  };
}
