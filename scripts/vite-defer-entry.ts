/**
 * Starts the app after the first paint (decision 020). The build's entry
 * chunk stays what it was (`src/main.tsx`, with its modulepreloads); this
 * plugin adds `src/boot.ts` as a separate tiny entry and rewrites the page's
 * head: the entry's `<script type="module">` and its `<link rel="modulepreload">`
 * tags give way to one boot script that names them (`data-app`,
 * `data-app-preloads`) and loads them once the page has painted. The
 * stylesheets stay where they are, render-blocking, so the server's page is
 * styled in its first paint. Build only: the dev server runs the entry directly.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const BOOT_NAME = 'boot';

export function deferEntry(bootModule = 'src/boot.ts'): Plugin {
  return {
    name: 'defer-entry',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(bootModule), name: BOOT_NAME });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find((item) => item.type === 'chunk' && item.isEntry && item.name === BOOT_NAME);
        if (!boot) throw new Error(`[defer-entry] no ${BOOT_NAME} chunk in the bundle`);
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entryTag) throw new Error('[defer-entry] no module entry script in index.html');
        const preloads: string[] = [];
        const withoutPreloads = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
          preloads.push(href);
          return '';
        });
        const bootTag = `<script type="module" crossorigin src="/${boot.fileName}" data-app="${entryTag[1]}" data-app-preloads="${preloads.join(' ')}"></script>`;
        return withoutPreloads.replace(entryTag[0], bootTag);
      },
    },
  };
}
