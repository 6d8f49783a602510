/**
 * `npm run build`: the browser's app, then the server's render of it
 * (decision 032) into `<outDir>/.ssr/`. The client build comes first: it
 * empties the output directory. `--outDir <dir>` builds elsewhere (tests, A/B
 * benchmarks), as `vite build --outDir` did.
 */
import path from 'node:path';
import { build } from 'vite';

function outDirFromArgs(args: readonly string[]): string {
  const index = args.indexOf('--outDir');
  const inline = args.find((arg) => arg.startsWith('--outDir='));
  if (inline) return inline.slice('--outDir='.length);
  return index >= 0 && args[index + 1] ? args[index + 1]! : 'dist';
}

export const SSR_DIR = '.ssr';

export async function buildApp(outDir: string): Promise<void> {
  const root = path.resolve(outDir);
  // Emptied even outside the project (Vite keeps a foreign folder's files by default): stale chunks would be precached.
  await build({ build: { outDir: root, emptyOutDir: true } });
  await build({ build: { ssr: 'src/entry-server.tsx', outDir: path.join(root, SSR_DIR) }, logLevel: 'warn' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApp(outDirFromArgs(process.argv.slice(2)));
}
