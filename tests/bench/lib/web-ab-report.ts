/** `bench:web --ab`: the medians of both sides per page and their difference, A (this checkout) − B (the `--ab` one). */
import type { PageSummary } from '../web.ts';
import { difference } from './ab.ts';

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);
const cls = (value: number | null) => (value === null ? '—' : value.toFixed(3));

export function printAbDifference(a: PageSummary[], b: PageSummary[]): void {
  console.log('\nA/B, medians (A this checkout, B the --ab one; Δ = A − B; times in ms)');
  const rows: Record<string, Record<string, string>> = {};
  for (const pageA of a) {
    const pageB = b.find((page) => page.name === pageA.name);
    if (!pageB) continue;
    const perfA = pageA.median.scores.performance;
    const perfB = pageB.median.scores.performance;
    rows[pageA.name] = {
      'perf A': perfA === null ? '—' : String(Math.round(perfA)),
      'perf B': perfB === null ? '—' : String(Math.round(perfB)),
      'Δ perf': difference(perfA, perfB),
      'LCP A': ms(pageA.median.lcpMs),
      'LCP B': ms(pageB.median.lcpMs),
      'Δ LCP': difference(pageA.median.lcpMs, pageB.median.lcpMs),
      'TBT A': ms(pageA.median.tbtMs),
      'TBT B': ms(pageB.median.tbtMs),
      'Δ TBT': difference(pageA.median.tbtMs, pageB.median.tbtMs),
      'CLS A': cls(pageA.median.cls),
      'CLS B': cls(pageB.median.cls),
      'Δ FCP': difference(pageA.median.fcpMs, pageB.median.fcpMs),
    };
  }
  console.table(rows);
}
