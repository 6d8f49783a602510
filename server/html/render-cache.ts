/**
 * Finished page HTML kept in memory (issue 31; replaces the lot-only page
 * cache of decision 019). A page is a pure function of its key: the build,
 * the stage, the origin, the address with its sorted query, the catalogue
 * version (decision 006), the content version (migration 0005), the Moscow
 * day, the announced maintenance and the visitor hints read from cookies.
 * Every data write moves a version, so an entry is never dropped for being
 * stale: a new key simply misses, and old keys age out of the LRU.
 *
 * Bounded by bytes, least recently used first; 404s (any made-up address)
 * have their own smaller budget so a crawler of dead links cannot push the
 * popular pages out. Parallel misses of one key share one render. Compressed
 * copies are made on the first request that wants them and kept with the
 * entry, so neither the render nor the compression runs per view.
 */
import { compressBody, type Encoding } from '../services/compressed-bodies.ts';

export interface RenderedBody {
  status: number;
  body: Buffer;
  /** Not to be kept: the server's render was missed and the next request should try again. */
  transient?: boolean;
}

interface CachedPage extends RenderedBody {
  status: 200 | 404;
  key: string;
  /** How long the render took, for Server-Timing on the miss. */
  renderMs: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** hit: kept; miss: this request rendered; shared: waited for a parallel request's render. */
export type CacheOutcome = 'hit' | 'miss' | 'shared';

export interface RenderCacheOptions {
  maxBytes?: number;
  /** Budget of 404 pages, apart from `maxBytes`. */
  maxNotFoundBytes?: number;
}

const MB = 1024 * 1024;

/** Byte-bounded LRU of pages (a Map keeps insertion order; a hit re-inserts). */
class ByteLru {
  private entries = new Map<string, CachedPage>();
  bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (sizeOf(entry) > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.trim();
  }

  /** Accounts bytes added to a kept entry (a compressed copy); a dropped entry counts nowhere. */
  grew(entry: CachedPage, added: number): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.bytes += added;
    this.trim();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
    }
  }
}

function sizeOf(entry: CachedPage): number {
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}

function isKept(page: RenderedBody): page is RenderedBody & { status: 200 | 404 } {
  return !page.transient && (page.status === 200 || page.status === 404);
}

export class RenderCache {
  private pages: ByteLru;
  private missing: ByteLru;
  private inflight = new Map<string, Promise<RenderedBody & { renderMs: number }>>();

  constructor(options: RenderCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? 64 * MB;
    this.pages = new ByteLru(maxBytes);
    this.missing = new ByteLru(options.maxNotFoundBytes ?? Math.ceil(maxBytes / 8));
  }

  /**
   * The page of `key`: kept, or rendered once however many requests ask at
   * the same moment. Only 200 and 404 pages are kept; a 5xx is answered to the
   * requests that shared its render and rendered again next time.
   */
  async get(
    key: string,
    render: () => Promise<RenderedBody>,
  ): Promise<{ page: RenderedBody & { renderMs: number }; outcome: CacheOutcome }> {
    const kept = this.pages.get(key) ?? this.missing.get(key);
    if (kept) return { page: kept, outcome: 'hit' };
    const running = this.inflight.get(key);
    if (running) return { page: await running, outcome: 'shared' };
    const started = performance.now();
    const rendering = render().then((page) => {
      const renderMs = performance.now() - started;
      if (!isKept(page)) return { ...page, renderMs };
      const entry: CachedPage = { key, status: page.status, body: page.body, renderMs, encoded: {} };
      (entry.status === 200 ? this.pages : this.missing).set(key, entry);
      return entry;
    });
    this.inflight.set(key, rendering);
    try {
      return { page: await rendering, outcome: 'miss' };
    } finally {
      this.inflight.delete(key);
    }
  }

  /** The page's body in `encoding`, compressed once and kept with a kept page. */
  encoded(page: RenderedBody, encoding: Encoding): Buffer {
    if (!('encoded' in page)) return compressBody(page.body, encoding);
    const entry = page as CachedPage;
    let packed = entry.encoded[encoding];
    if (!packed) {
      packed = compressBody(entry.body, encoding);
      entry.encoded[encoding] = packed;
      (entry.status === 200 ? this.pages : this.missing).grew(entry, packed.length);
    }
    return packed;
  }

  /** Kept pages and their bytes (tests, diagnostics). */
  stats(): { pages: number; notFound: number; bytes: number } {
    return { pages: this.pages.size, notFound: this.missing.size, bytes: this.pages.bytes + this.missing.bytes };
  }
}
