/**
 * Compression done once per distinct body (decision 019). The same lot page
 * or catalogue answer goes out thousands of times a minute, and compressing
 * it each time (≈0.7 ms for a 10 kB page) costs more than building it from
 * the caches. An `onSend` hook that runs before @fastify/compress looks the
 * body up by its hash and sends the kept bytes with their Content-Encoding;
 * the compress plugin then leaves the reply alone. Anything this hook does
 * not take (streams, other encodings, small or non-text bodies) still goes
 * through the plugin as before.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The compress plugin's own threshold: smaller bodies stay plain. */
export const MIN_BYTES = 1024;
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
const TYPES = /^(?:text\/html|application\/json)\b/i;
/** The compress plugin's settings, so a kept body is byte for byte what it would send. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};

export type Encoding = 'br' | 'gzip';

/** br or gzip from Accept-Encoding (q-values honoured, `*` and `x-gzip` count as gzip); null leaves it to the plugin. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    const weight = q === undefined ? 1 : Number(q);
    if (!weights.has(name) || weight > weights.get(name)!) weights.set(name, weight);
  }
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? 0;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** One body compressed with the plugin's settings (the render cache keeps these with its pages). */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
}

/** Compressed bodies by content hash, least recently used dropped first, bounded in bytes. */
export class CompressedBodies {
  private kept = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_KEPT_BYTES) {}

  get(body: Buffer, encoding: Encoding): Buffer {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const packed = compressBody(body, encoding);
    this.kept.set(key, packed);
    this.bytes += packed.length;
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldKey);
      this.bytes -= old.length;
    }
    return packed;
  }

  get size(): number {
    return this.kept.size;
  }
}

const shared = new CompressedBodies();

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => /accept-encoding/i.test(value)))
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/** Global `onSend` hook (server/app.ts); `bodies` is replaceable for tests. */
export function compressedBodiesHook(bodies: CompressedBodies = shared) {
  return async function reuseCompressedBodies(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range') || reply.statusCode === 206)
      return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    if (!TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < MIN_BYTES) return payload;
    const packed = bodies.get(body, encoding);
    addVary(reply);
    reply.header('content-encoding', encoding).header('content-length', packed.length);
    return packed;
  };
}
