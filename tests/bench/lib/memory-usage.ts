/**
 * What the process holds, split by owner: the V8 heap (the JavaScript
 * objects: the catalogue copy, caches), memory outside it (Buffers, native
 * modules such as sharp) and PGlite's WebAssembly memory (PostgreSQL's own
 * heap: shared_buffers, query memory), which only grows. Read from
 * `process.memoryUsage()` and Linux's /proc (resident set, its peak, and the
 * resident part of the WebAssembly memory's mapping).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface MemoryReading {
  /** Resident set now and its peak since the last `resetPeak()`, MB. */
  rss: number;
  peak: number;
  /** Live JavaScript objects after a full collection, and what V8 has reserved for them, MB. */
  heapUsed: number;
  heapTotal: number;
  /** Memory V8 knows about outside its heap (Buffers and ArrayBuffers among it), MB. */
  external: number;
  arrayBuffers: number;
  /** PGlite's WebAssembly memory: its size and the part of it actually resident, MB (0 on PostgreSQL). */
  wasm: number;
  wasmResident: number;
}

const MB = 1024 * 1024;
const round = (bytes: number) => Math.round(bytes / MB);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Two full collections: the second frees what the first one's finalizers let go. */
function collectGarbage(): void {
  gc();
  gc();
}

function statusKb(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) : 0;
}

/** Starts a new peak (VmHWM) measurement: `5` in clear_refs resets it (Linux ≥ 4.0). */
export function resetPeak(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

/**
 * Resident kB of the read-write mapping exactly as large as the WebAssembly
 * memory: V8 maps it as one region in front of its guard reservation.
 */
function residentKbOfMapping(byteLength: number): number {
  if (byteLength === 0) return 0;
  let size = -1;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) rw/.exec(line);
    if (mapping) size = Number(BigInt(`0x${mapping[2]}`) - BigInt(`0x${mapping[1]}`));
    else if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) size = -1;
    else if (size === byteLength && line.startsWith('Rss:')) return Number(line.split(/\s+/)[1]);
  }
  return 0;
}

/** The size of PGlite's WebAssembly memory behind a Drizzle database, 0 when it is not PGlite. */
function wasmBytesOf(db: unknown): number {
  const client = (db as { $client?: { mod?: { HEAPU8?: Uint8Array } } }).$client;
  return client?.mod?.HEAPU8?.buffer.byteLength ?? 0;
}

export function readMemory(db: unknown): MemoryReading {
  collectGarbage();
  const usage = process.memoryUsage();
  const wasmBytes = wasmBytesOf(db);
  return {
    rss: Math.round(statusKb('VmRSS') / 1024),
    peak: Math.round(statusKb('VmHWM') / 1024),
    heapUsed: round(usage.heapUsed),
    heapTotal: round(usage.heapTotal),
    external: round(usage.external),
    arrayBuffers: round(usage.arrayBuffers),
    wasm: round(wasmBytes),
    wasmResident: Math.round(residentKbOfMapping(wasmBytes) / 1024),
  };
}
