import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { pwaIcons } from './scripts/vite-pwa-icons.ts';

/**
 * react-pdf and the browser glue that loads it (decision 013): every chunk
 * holding them is named `pdf-*`, which keeps it out of the precache
 * (`globIgnores` below) and lets the worker cache it on its own route.
 */
const isPdfRendererModule = (id: string) => /[\\/]node_modules[\\/]@react-pdf[\\/]|[\\/]pdf[\\/]browser-render\./.test(id);

/** `manifest.webmanifest` at the root is the one source of the manifest (decision 010). */
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

/** Fills `manifest.icons` and the shortcut icons with PNGs rendered from the favicon at build. */
const icons = pwaIcons(
  {
    source: 'public/favicon.svg',
    shortcutSources: { '/lots': 'src/ui/brand/shortcut-lots.svg', '/favorites': 'src/ui/brand/shortcut-favorites.svg' },
    background: manifest.theme_color ?? '#1f2a2e',
  },
  manifest,
);

export default defineConfig({
  plugins: [
    react(),
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
        // Manrope subsets the Russian site never renders are fetched by unicode-range only if needed;
        // precaching them would cost ~1 MB on every install.
        globIgnores: ['**/pdf-*.js', '**/*.map', '**/manrope-{greek,vietnamese,latin-ext,cyrillic-ext}-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.moduleIds.some(isPdfRendererModule) ? 'assets/pdf-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // zod and its jitless switch share one chunk: every chunk that builds schemas imports it, so the
        // switch runs before any schema exists, whatever order lazy chunks load in (else zod's
        // `new Function` probe trips the CSP).
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ }],
        },
      },
    },
  },
});
