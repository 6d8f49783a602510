/**
 * Screen key → lazy module. Every screen is its own chunk; a failed chunk
 * load reloads the page (spec §4). Which file draws which screen is data in
 * screen-modules.ts, which the build reads too; the loaders are the bundler's
 * own `import.meta.glob` of the screen files, so there is no second list.
 */
import type { ComponentType } from 'react';
import type { Prefetch } from '@/lib/api/prefetch';
import type { ScreenKey } from '@/lib/routes';
import { importWithReload } from '@/lib/chunk-reload';
import { SCREEN_MODULES } from './screen-modules';

/** A screen, and the reads it makes on arrival for its route loader to start first (decision 023). */
type ScreenModule = { default: ComponentType; prefetch?: Prefetch };

/** `./routes/home-screen.tsx` → its lazy import; screens.test.ts checks these files are the table's. */
export const SCREEN_FILES = import.meta.glob<ScreenModule>('./routes/*-screen.tsx');

export const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_MODULES).map(([key, module]) => [key, SCREEN_FILES[`./routes/${module}.tsx`]!]),
) as Record<ScreenKey, () => Promise<ScreenModule>>;

export function lazyScreen(key: ScreenKey) {
  return importWithReload(SCREENS[key]);
}
