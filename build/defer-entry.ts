/**
 * Starts the app after the first paint (decision 020). The build's entry
 * chunk stays what it was (`src/main.tsx`, with its modulepreloads); this
 * plugin adds `src/boot.ts` as a separate tiny entry and rewrites the page's
 * head: the entry's `<script type="module">` and its `<link rel="modulepreload">`
 * tags give way to one boot script that names them (`data-app`,
 * `data-app-preloads`) and loads them once the page has painted. The
 * stylesheets stay where they are, render-blocking, so the server's page is
 * styled in its first paint. Build only: the dev server runs the entry directly.
 *
 * It also writes the per-screen preload table (screen-preloads.ts, decision
 * 021), which the server puts on each page's boot script.
 *
 * Not a byte saving (the boot chunk costs ~0.45 kB brotli on every page): it
 * is how the page paints before the app runs and how the server names a
 * screen's files (build/README.md).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { screenSources } from '../src/app/screen-modules.ts';
import { SCREEN_PRELOADS_FILE } from '../server/html/screen-preloads-file.ts';
import { screenPreloadTable, type BundleChunk } from './screen-preloads.ts';

const BOOT_NAME = 'boot';

export function deferEntry(
  bootModule = 'src/boot.ts',
  sources: () => ReadonlyMap<string, string> = screenSources,
): Plugin {
  return {
    name: 'defer-entry',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(bootModule), name: BOOT_NAME });
    },
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, BundleChunk & { name?: string }>;
      const entry = Object.values(chunks).find(
        (item) => item.type === 'chunk' && item.isEntry && item.name !== BOOT_NAME,
      );
      if (!entry) throw new Error('[defer-entry] no app entry chunk in the bundle');
      const table = screenPreloadTable(chunks, sources(), entry.fileName);
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(table) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.name === BOOT_NAME,
        );
        if (!boot) throw new Error(`[defer-entry] no ${BOOT_NAME} chunk in the bundle`);
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entryTag) throw new Error('[defer-entry] no module entry script in index.html');
        const preloads: string[] = [];
        const withoutPreloads = html.replace(
          /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
          (_tag, href: string) => {
            preloads.push(href);
            return '';
          },
        );
        const bootTag = `<script type="module" crossorigin src="/${boot.fileName}" data-app="${entryTag[1]}" data-app-preloads="${preloads.join(' ')}"></script>`;
        return withoutPreloads.replace(entryTag[0], bootTag);
      },
    },
  };
}
