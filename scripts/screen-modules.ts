/**
 * Screen key → module base name (`home` → `home-screen`), read from the
 * source of the screen table (`src/app/screens.ts`). Build scripts need the
 * table without importing it: it is a browser module of lazy `import()`s.
 * Used by the size report and by the per-screen preloads of the build
 * (scripts/vite-defer-entry.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SCREENS_SOURCE = path.resolve('src/app/screens.ts');

export function screenModules(source = SCREENS_SOURCE): Map<string, string> {
  const text = readFileSync(source, 'utf8');
  const screens = new Map<string, string>();
  for (const match of text.matchAll(
    /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]\.\/routes\/([\w.-]+)['"]\s*\)/g,
  )) {
    screens.set(match[1]!, match[2]!);
  }
  if (screens.size === 0) throw new Error(`no screens found in ${source}`);
  return screens;
}
