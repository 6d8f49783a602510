/** The screen table as data (screen-modules.ts) and the files the app loads (screens.ts) name the same modules. */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { SCREEN_MODULES, screenSources } from './screen-modules';
import { SCREEN_FILES, SCREENS } from './screens';

describe('screen table', () => {
  it('has a screen file for every key, and every screen file is a key’s', () => {
    const fromTable = Object.values(SCREEN_MODULES).map((module) => `./routes/${module}.tsx`);
    expect(new Set(fromTable).size, 'one module per key').toBe(fromTable.length);
    expect(Object.keys(SCREEN_FILES).sort()).toEqual([...fromTable].sort());
  });

  it('gives every screen of the route table a loader', () => {
    for (const route of ROUTES) expect(SCREENS[route.screen], route.path).toBeTypeOf('function');
  });

  it('loads, for a key, the module the data names', async () => {
    const [fromTable, direct] = await Promise.all([SCREENS.lots(), import('./routes/lots-screen')]);
    expect(fromTable).toBe(direct);
    expect(screenSources().get('lots')).toBe('src/app/routes/lots-screen.tsx');
  });
});
