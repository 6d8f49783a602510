import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type BuildOptions, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { pwaIcons } from './scripts/vite-pwa-icons.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { deferEntry } from './build/defer-entry.ts';
import { dropDisplayNames } from './build/drop-display-names.ts';
import { compactClassNames } from './build/css-class-names.ts';
import { ZOD_CHUNK_MODULES, zodThroughConfig } from './build/zod-through-config.ts';
import { REACT_ROUTER_PRODUCTION_FILES, reactRouterProduction } from './build/react-router-production.ts';

/**
 * react-pdf and the browser glue that loads it (decision 013): every chunk
 * holding them is named `pdf-*`, which keeps it out of the precache
 * (`globIgnores` below) and lets the worker cache it on its own route.
 */
const isPdfRendererModule = (id: string) =>
  /[\\/]node_modules[\\/]@react-pdf[\\/]|[\\/]pdf[\\/]browser-render\./.test(id);

/** `manifest.webmanifest` at the root is the one source of the manifest (decision 010). */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/** Fills `manifest.icons` and the shortcut icons with PNGs rendered from the favicon at build. */
const icons = pwaIcons(
  {
    source: 'public/favicon.svg',
    shortcutSources: { '/lots': 'src/ui/brand/shortcut-lots.svg', '/favorites': 'src/ui/brand/shortcut-favorites.svg' },
    background: manifest.theme_color ?? '#1f2a2e',
  },
  manifest,
);

/**
 * The server's render of the app (decision 032): `src/entry-server.tsx` for Node, beside the
 * client build (`scripts/build.ts` runs both). The same aliases, zod switch and CSS class names,
 * so the server draws the classes the browser's stylesheets name; no worker, icons or boot script.
 */
const SSR_ENTRY = fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url));

const clientPlugins = (): PluginOption[] => [
  zodThroughConfig(),
  react(),
  dropDisplayNames(REACT_ROUTER_PRODUCTION_FILES),
  icons,
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // The page registers the worker itself through workbox-window (src/features/pwa) and asks before updating.
    registerType: 'prompt',
    injectRegister: false,
    manifest,
    manifestFilename: 'manifest.webmanifest',
    injectManifest: {
      // A module-format worker fails to register as a classic script.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'],
      // react-pdf is loaded only on «Скачать PDF»; it stays out of the precache (issue 7 decides).
      // Only the Manrope woff2 files the site renders are built (src/ui/styles/fonts.css: cyrillic, latin,
      // the rouble sign from latin-ext), ~120 KB in all: precached, so offline text keeps its face.
      // Precompressed copies (.br/.gz, scripts/vite-precompress.ts) match no pattern above.
      globIgnores: ['**/pdf-*.js', '**/*.map'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  }),
  deferEntry(),
  precompress(),
];

const clientBuild: BuildOptions = {
  target: 'es2022',
  sourcemap: true,
  manifest: true,
  assetsInlineLimit: 0,
  // One stylesheet for the whole site (~23 kB brotli), linked by index.html: a server-drawn page waits
  // for its stylesheets before its first paint, and a dozen per-chunk files (7–10 kB in all) cost more
  // round trips than one file's extra bytes; it is then cached for every page (issue 31, decision 032).
  cssCodeSplit: false,
  rolldownOptions: {
    output: {
      // Scripts and stylesheets are named by content hash alone: every chunk lists the files it imports,
      // and names in those lists cost 0.9–1.5 kB brotli on each page (build/README.md). It also keeps the
      // `pdf-` prefix to the react-pdf chunks (a module named `pdf-*.ts` could otherwise head a chunk the
      // precache would skip). dist/.vite/manifest.json says which file is what. Fonts and pictures keep
      // their names, which the server looks up (server/html/asset-hints.ts).
      chunkFileNames: (chunk) =>
        chunk.moduleIds.some(isPdfRendererModule) ? 'assets/pdf-[name]-[hash].js' : 'assets/[hash].js',
      entryFileNames: 'assets/[hash].js',
      assetFileNames: (asset) =>
        asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
      // zod and its jitless switch (build/zod-through-config.ts) share one lazy chunk that only the chunks
      // building schemas import: the forms, a few screens — never the entry (decision 015).
      codeSplitting: {
        groups: [
          { name: 'zod', test: ZOD_CHUNK_MODULES },
          // The app's own start-up code (every src module the entry loads statically, from main.tsx on) in one
          // chunk. Left to itself, rolldown moved small modules the entry shares with screens (the render
          // environment and runtime config, chunk-reload, client-only, cookies) into chunks of their own once
          // an entry module that only some screens share imported them too (its already-loaded merge refuses
          // them): four more files, import lists and compression windows on every page, 0.8–1.0 kB brotli
          // (build/README.md). index.html's entry chunk is now a facade importing this one, which the boot
          // script runs last, in a task of its own.
          { name: 'app', test: /^(?!.*[\\/]src[\\/]boot\.ts$).*[\\/]src[\\/]/, tags: ['$initial'] },
          // The frameworks every screen runs on, in two chunks rather than six small files (one gzip/brotli
          // window each): React, then the router and Redux. Two, because the boot script evaluates each in a
          // task of its own and one chunk of both was one long task (decision 025). react-pdf's own copy of
          // the scheduler stays with react-pdf.
          {
            name: 'react',
            test: /^(?!.*[\\/]@react-pdf[\\/]).*[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            priority: 2,
          },
          {
            name: 'framework',
            test: /^(?!.*[\\/]@react-pdf[\\/]).*[\\/]node_modules[\\/](react-router|react-redux|@reduxjs|immer|redux|reselect|use-sync-external-store)[\\/]/,
            priority: 1,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [zodThroughConfig(), react()] : clientPlugins(),
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Builds run react-router's production code (build/react-router-production.ts).
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  // Builds: short CSS module class names that compress well in the chunks' class maps (decision 015).
  css:
    command === 'build'
      ? { modules: { generateScopedName: compactClassNames(fileURLToPath(new URL('.', import.meta.url))) } }
      : {},
  // One file with its dependencies, so the server runs it from any build directory (tests build under /tmp).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The server's render runs React's and Redux Toolkit's production code whatever NODE_ENV the server has, as the browser's build does.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        ssr: SSR_ENTRY,
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : clientBuild,
}));
