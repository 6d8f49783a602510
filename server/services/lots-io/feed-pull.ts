/**
 * The scheduled pull of issue 32: the developer's CRM publishes its lots as a
 * CSV or XLSX at `IMPORT_FEED_URL`; the server fetches it every interval and
 * applies it as a partial import through the same service as an upload. A
 * pull that fails anywhere (network, HTTP status, size, an unreadable file,
 * a row error) changes nothing and is logged as a warning. Runs never
 * overlap: the next is scheduled when one ends. With several instances on one
 * PostgreSQL, an instance that finds the import lock taken skips its turn.
 */
import type { Database } from '../../db/client.ts';
import type { LotsImportReport } from '../../../src/schemas/lots-import.ts';
import { importLots, LOTS_FILE_MAX_BYTES, publishImport } from './import-lots.ts';

type PullResult =
  | { status: 'applied' | 'refused'; report: LotsImportReport }
  | { status: 'busy' }
  | { status: 'failed'; reason: string };

export interface PullLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

const FETCH_TIMEOUT_MS = 120_000;

/** The body, at most `maxBytes` of it; null when it is longer. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.length;
    if (size > maxBytes) {
      await reader!.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/** One pull: fetch, then import (partial, waiting for no one). Never throws. */
async function pullOnce(
  database: Database,
  url: string,
  signal: AbortSignal,
  maxBytes = LOTS_FILE_MAX_BYTES,
): Promise<PullResult> {
  let bytes: Uint8Array | null;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]),
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'failed', reason: `HTTP ${response.status}` };
    }
    bytes = await readCapped(response, maxBytes);
    if (!bytes) return { status: 'failed', reason: `file over ${maxBytes} bytes` };
  } catch (error) {
    return {
      status: 'failed',
      reason: `fetch: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
    };
  }
  try {
    const outcome = await importLots(database.db, bytes, {
      mode: 'partial',
      absent: 'sold',
      dryRun: false,
      ifIdle: true,
    });
    if (outcome.status === 'busy') return { status: 'busy' };
    if (outcome.status === 'applied') await publishImport(database, outcome.applied, () => undefined);
    return { status: outcome.status === 'applied' ? 'applied' : 'refused', report: outcome.report };
  } catch (error) {
    return { status: 'failed', reason: `import: ${(error as Error).message}` };
  }
}

function logPull(log: PullLog, url: string, result: PullResult): void {
  const where = new URL(url).host;
  if (result.status === 'failed')
    log.warn({ feed: where, reason: result.reason }, 'lots feed pull failed: nothing changed');
  else if (result.status === 'busy') log.info({ feed: where }, 'lots feed pull skipped: another import is running');
  else {
    const { rows, added, changed, unchanged, errors_total: errors } = result.report;
    const fields = {
      feed: where,
      rows,
      added,
      changed,
      unchanged,
      errors,
      firstErrors: result.report.errors.slice(0, 5),
    };
    if (result.status === 'applied') log.info(fields, 'lots feed pulled and applied');
    else log.warn(fields, 'lots feed refused: nothing changed');
  }
}

export interface FeedPuller {
  /** Runs a pull now, or joins the one running. */
  runNow(): Promise<PullResult>;
  /** Pulls completed so far (tests wait on it). */
  readonly runs: number;
  stop(): Promise<void>;
}

export function feedPuller(
  database: Database,
  url: string,
  log: PullLog,
  { intervalMs, firstDelayMs }: { intervalMs: number; firstDelayMs: number },
): FeedPuller {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<PullResult> | null = null;
  let runs = 0;
  const schedule = (delay: number) => {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => void puller.runNow(), delay);
    // A pending pull never keeps the process alive.
    timer.unref();
  };
  const puller: FeedPuller = {
    runNow() {
      if (running) return running;
      if (timer) clearTimeout(timer);
      running = pullOnce(database, url, abort.signal)
        .then((result) => {
          runs += 1;
          if (!abort.signal.aborted) logPull(log, url, result);
          return result;
        })
        .finally(() => {
          running = null;
          schedule(intervalMs);
        });
      return running;
    },
    get runs() {
      return runs;
    },
    async stop() {
      abort.abort();
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
  schedule(firstDelayMs);
  return puller;
}
