/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible
 * built file, so the static file server (`@fastify/static` with
 * `preCompressed`, server/html/static-files.ts) sends the smallest bytes
 * without compressing per request: runtime compression has to use a fast
 * level, a build can afford the slowest and best one.
 *
 * Runs after everything else has written the output (the service worker of
 * vite-plugin-pwa is generated in its own `closeBundle`), so `sw.js` is
 * compressed too. The worker's precache globs list the plain files only;
 * `.br`/`.gz` never match them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; woff2, PNG, WebP are compressed already and only grow. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf|ico|map)$/i;
/** Below this a compressed answer saves less than a packet. */
export const MIN_BYTES = 1024;
/** A variant is kept only when it saves at least this share of the file. */
const MIN_SAVING = 0.1;

export interface PrecompressOptions {
  /** Source maps are fetched by developer tools only; compressing them costs build time. */
  includeMaps?: boolean;
}

export interface PrecompressResult {
  files: number;
  written: number;
  bytesBefore: number;
  bytesBrotli: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function eligible(file: string, options: PrecompressOptions): boolean {
  // `.vite/` holds build metadata for the server and the size report; it is never sent.
  if (!COMPRESSIBLE.test(file) || /(?:^|[\\/])\.vite[\\/]/.test(file)) return false;
  return options.includeMaps === true || !file.endsWith('.map');
}

async function compressOne(file: string): Promise<{ size: number; br: number | null; written: number }> {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: /\.(?:ttf|otf|ico)$/i.test(file)
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  let written = 0;
  const worth = (compressed: Buffer) => compressed.length <= data.length * (1 - MIN_SAVING);
  if (worth(br)) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (worth(gz)) {
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return { size: data.length, br: worth(br) ? br.length : null, written };
}

/** Compresses the eligible files of `dir` (recursively); two at a time, the build machine has other work. */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const candidates: string[] = [];
  for (const file of await listFiles(dir)) {
    if (eligible(file, options) && (await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  const result: PrecompressResult = { files: candidates.length, written: 0, bytesBefore: 0, bytesBrotli: 0 };
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = candidates[next++]!;
      const one = await compressOne(file);
      result.written += one.written;
      result.bytesBefore += one.size;
      result.bytesBrotli += one.br ?? one.size;
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

export function precompress(options: PrecompressOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'severin:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const result = await precompressDir(outDir, options);
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
        config.logger.info(
          `precompressed ${result.files} files (${result.written} variants): ${kib(result.bytesBefore)} → ${kib(result.bytesBrotli)} brotli`,
        );
      },
    },
  };
}
