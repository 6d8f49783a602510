/**
 * zod 4 probes `new Function('')` on its first parse, which our CSP (no
 * 'unsafe-eval') reports as a violation unless jitless mode is switched on
 * first (src/lib/zod-config.ts). In builds every `zod` import of our code
 * resolves to that module, which switches the mode and re-exports zod, so the
 * switch runs before any schema whichever lazy chunk loads first, and zod
 * stays out of the entry: the plain way, the entry importing the switch, puts
 * zod in every screen's first load (+21.8 kB brotli, decision 015).
 */
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

export const ZOD_CONFIG = fileURLToPath(new URL('../src/lib/zod-config.ts', import.meta.url));

/** Matches zod and its switch, for the one lazy chunk they share (vite.config.ts, `codeSplitting`). */
export const ZOD_CHUNK_MODULES = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/;

export function zodThroughConfig(): Plugin {
  return {
    name: 'zod-through-config',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer) return null;
      const from = importer.split('?')[0]!;
      return from === ZOD_CONFIG || /[\\/]node_modules[\\/]/.test(from) ? null : ZOD_CONFIG;
    },
  };
}
