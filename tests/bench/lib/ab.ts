/**
 * A/B for the browser benches (`bench:web`, `bench:repeat-visit`): side A is
 * this checkout serving DIST_DIR, side B another commit's checkout serving
 * its own build, both started at once with equal data (the same SEED_LOTS,
 * each its own fresh DATA_DIR) and measured interleaved, A B A B, so a
 * shared machine's drift hits both sides alike.
 *
 * Side B runs its own server code, not only its own bundle: the HTML of a
 * page is half server (issue 31's server render), so a new server with an
 * old bundle would be neither side. Recipe, from this checkout:
 *
 *   git worktree add --detach /tmp/main-ab <sha of main>
 *   ln -s "$PWD/node_modules" /tmp/main-ab/node_modules
 *   (cd /tmp/main-ab && npm run build)         # its own build script, into /tmp/main-ab/dist
 *   npm run bench:web -- --runs 5 --ab /tmp/main-ab
 *   BENCH_AB=/tmp/main-ab BENCH_RUNS=5 npm run bench:repeat-visit
 *   git worktree remove --force /tmp/main-ab   # when done
 *
 * `--ab` (or BENCH_AB) names the checkout (its build in `dist/`) or a build
 * folder inside one (`/tmp/main-ab/dist`); a bare build folder outside any
 * checkout is served by this checkout's server, with a warning.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './server-process.ts';

export interface BenchSide {
  /** `A` (this checkout) or `B` (the `--ab` one). */
  label: 'A' | 'B';
  /** The checkout whose server code runs (cwd of the server process). */
  checkout: string;
  distDir: string;
}

const isCheckout = (dir: string) =>
  existsSync(path.join(dir, 'tests', 'e2e', 'start-server.ts')) && existsSync(path.join(dir, 'server', 'server.ts'));
const isBuild = (dir: string) => existsSync(path.join(dir, 'index.html'));

/** `--ab <dir>` / `--ab=<dir>` on the command line, else BENCH_AB; undefined without either. */
function abOption(argv: string[] = process.argv.slice(2)): string | undefined {
  const index = argv.indexOf('--ab');
  const value = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--ab='))?.slice('--ab='.length);
  if (index >= 0 && (value === undefined || value.startsWith('--')))
    throw new Error('--ab wants a folder: the other checkout or its build');
  return value ?? (process.env.BENCH_AB || undefined);
}

/** Side B from the `--ab` folder: a checkout with `dist/`, or a build folder (its checkout is the nearest parent that is one). */
function resolveAbSide(dir: string): BenchSide {
  const absolute = path.resolve(dir);
  if (isCheckout(absolute)) {
    const distDir = path.join(absolute, 'dist');
    if (!isBuild(distDir))
      throw new Error(
        `${distDir}/index.html is missing: build the other checkout first (cd ${absolute} && npm run build)`,
      );
    return { label: 'B', checkout: absolute, distDir };
  }
  if (!isBuild(absolute))
    throw new Error(`--ab ${dir}: neither a checkout (tests/e2e/start-server.ts) nor a build (index.html)`);
  for (let parent = path.dirname(absolute); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    if (isCheckout(parent)) return { label: 'B', checkout: parent, distDir: absolute };
  }
  console.warn(
    `[bench] ${absolute} is in no checkout: side B runs THIS checkout's server code on that build (a bundle-only comparison)`,
  );
  return { label: 'B', checkout: root, distDir: absolute };
}

/** Side A, and side B when `--ab`/BENCH_AB is given. */
export function benchSides(distDir: string, argv?: string[]): BenchSide[] {
  const ab = abOption(argv);
  const sides: BenchSide[] = [{ label: 'A', checkout: root, distDir: path.resolve(distDir) }];
  if (ab) sides.push(resolveAbSide(ab));
  return sides;
}

export const describeSide = (side: BenchSide) =>
  side.checkout === root
    ? `${side.label}: ${side.distDir}`
    : `${side.label}: ${side.distDir} (server of ${side.checkout})`;

export function median(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** `+123 ms` / `−4 ms`: A minus B, signed, in the unit given; `—` when either is missing. */
export function difference(a: number | null, b: number | null, unit = '', digits = 0): string {
  if (a === null || b === null) return '—';
  const delta = a - b;
  const text = Math.abs(delta).toFixed(digits);
  return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${text}${unit}`;
}
