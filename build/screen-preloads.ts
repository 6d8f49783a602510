/**
 * Per-screen preloads (decision 021): for every lazy screen of the screen
 * table (src/app/screen-modules.ts), the files its first draw needs beyond the entry —
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
 * `sources` maps a screen key to its module's path from the repository root
 * (`screenSources`); `appEntry` is the file name of the app's entry chunk.
 */
export function screenPreloadTable(
  bundle: Record<string, BundleChunk>,
  sources: ReadonlyMap<string, string>,
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
  for (const [key, source] of sources) {
    const screen = [...chunks.values()].find(
      (chunk) => chunk.isDynamicEntry && (chunk.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/${source}`),
    );
    if (!screen) continue;
    const scripts = [...closure(screen.fileName)].filter((file) => !loadedByEntry.has(file));
    const styles = new Set(scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
    table[key] = [...scripts, ...styles].map((file) => `/${file}`);
  }
  return table;
}
