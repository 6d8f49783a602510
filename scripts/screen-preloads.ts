/**
 * Per-screen preloads (decision 021): for every lazy screen of
 * `src/app/screens.ts`, the files its first draw needs beyond the entry —
 * the screen's chunk, the chunks it imports statically and their
 * stylesheets. The build writes the table (server/html/screen-preloads-file.ts); the
 * server names a page's list on the boot script, and the boot script
 * (src/boot.ts) fetches them beside the framework instead of after it.
 */
import type { ScreenPreloads } from '../server/html/screen-preloads-file.ts';

/** The parts of a Rollup/Rolldown output chunk this needs. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> } | null;
}

/**
 * `modules` maps a screen key to its module's base name (scripts/screen-modules.ts);
 * `appEntry` is the file name of the app's entry chunk.
 */
export function screenPreloadTable(
  bundle: Record<string, BundleChunk>,
  modules: ReadonlyMap<string, string>,
  appEntry: string,
): ScreenPreloads {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file) || !chunks.has(file)) return into;
    into.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = closure(appEntry);
  const table: ScreenPreloads = {};
  for (const [key, module] of modules) {
    const pattern = new RegExp(`[\\\\/]src[\\\\/]app[\\\\/]routes[\\\\/]${module.replace(/[.]/g, '\\.')}\\.tsx?$`);
    const screen = [...chunks.values()].find(
      (chunk) => chunk.isDynamicEntry && pattern.test(chunk.facadeModuleId ?? ''),
    );
    if (!screen) continue;
    const scripts = [...closure(screen.fileName)].filter((file) => !loadedByEntry.has(file));
    const styles = new Set(scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
    table[key] = [...scripts, ...styles].map((file) => `/${file}`);
  }
  return table;
}
