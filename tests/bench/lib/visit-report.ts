/** The tables `bench:repeat-visit` prints: medians per side and row, the aims beside them, and the A − B difference. */
import { difference, median, type BenchSide } from './ab.ts';
import type { VisitRow, VisitSample } from './visit-probe.ts';

/** Issue 31: the real content shown within 1.5 s on a first visit and 0.5 s on a repeat one (slow 4G). */
const AIM_FIRST_MS = 1500;
const AIM_REPEAT_MS = 500;

export interface SideSamples {
  side: BenchSide;
  rows: VisitRow[];
  samples: Map<string, { first: VisitSample[]; repeat: VisitSample[] }>;
}

interface Medians {
  first: number | null;
  repeat: number | null;
  firstLcp: number | null;
  repeatLcp: number | null;
  missed: number;
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

function mediansOf(samples: { first: VisitSample[]; repeat: VisitSample[] } | undefined): Medians {
  const first = samples?.first ?? [];
  const repeat = samples?.repeat ?? [];
  return {
    first: median(first.map((sample) => sample.ready)),
    repeat: median(repeat.map((sample) => sample.ready)),
    firstLcp: median(first.map((sample) => sample.lcp)),
    repeatLcp: median(repeat.map((sample) => sample.lcp)),
    missed: [...first, ...repeat].filter((sample) => sample.ready === null).length,
  };
}

const verdict = (value: number | null, aim: number) => (value === null ? '—' : value <= aim ? '✓' : '✗');

export function printVisitTables(sides: SideSamples[]): void {
  const ab = sides.length > 1;
  const table: Record<string, Record<string, string>> = {};
  for (const { side, rows, samples } of sides) {
    for (const row of rows) {
      const m = mediansOf(samples.get(row.name));
      table[`${ab ? `${side.label} ` : ''}${row.name} ${row.path}`] = {
        'first: ready': ms(m.first),
        'first: LCP': ms(m.firstLcp),
        'repeat: ready': ms(m.repeat),
        'repeat: LCP': ms(m.repeatLcp),
        'repeat / first': m.first && m.repeat ? (m.repeat / m.first).toFixed(2) : '—',
        [`aim ≤ ${AIM_FIRST_MS} / ${AIM_REPEAT_MS}`]: `${verdict(m.first, AIM_FIRST_MS)} ${verdict(m.repeat, AIM_REPEAT_MS)}`,
        ...(m.missed ? { 'not ready': String(m.missed) } : {}),
      };
    }
  }
  console.log(
    "\nMedians, ms from navigation start («ready»: the row's content in #root shown; LCP as the browser reports it)",
  );
  console.table(table);
  for (const row of sides[0]!.rows) console.log(`  ${row.name}: ${row.what}`);
  if (!ab) return;
  const [a, b] = sides as [SideSamples, SideSamples];
  const delta: Record<string, Record<string, string>> = {};
  for (const row of a.rows) {
    const ma = mediansOf(a.samples.get(row.name));
    const mb = mediansOf(b.samples.get(row.name));
    delta[row.name] = {
      'first A': ms(ma.first),
      'first B': ms(mb.first),
      'Δ first': difference(ma.first, mb.first, ' ms'),
      'repeat A': ms(ma.repeat),
      'repeat B': ms(mb.repeat),
      'Δ repeat': difference(ma.repeat, mb.repeat, ' ms'),
      'Δ first LCP': difference(ma.firstLcp, mb.firstLcp, ' ms'),
    };
  }
  console.log(`\nA/B, medians of «ready» (A ${a.side.distDir}, B ${b.side.distDir}; Δ = A − B)`);
  console.table(delta);
}
