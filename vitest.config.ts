import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'pdf/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          environment: 'happy-dom',
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          // The fuzz suite (`npm run test:fuzz`) drives the same app, so it rides along with `npm run test:api`.
          include: ['tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own embedded database; running them one at a time keeps memory and timing stable.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
