/** The table `bench:load` prints per database, its verdicts against the aim, and the JSON it keeps. */
import type { CannonReport } from './autocannon.ts';

/** Issue 9: zero errors anywhere; p99 under 100 ms for reads answered from caches (issue 31: and ≥ 1 000 req/s on cached lot pages). */
const AIM_P99_MS = 100;

export interface ScenarioResult {
  name: string;
  what: string;
  /** Cached reads carry the p99 aim; a write only the zero-error aim. */
  cachedRead: boolean;
  /** Requests a second the scenario must reach, if it has such an aim (issue 31's lot row). */
  minRps?: number;
  report: CannonReport;
  loadBefore: string;
  loadAfter: string;
}

export interface Verdict {
  ok: boolean;
  notes: string[];
}

const count = (report: CannonReport, status: number) => report.statusCodeStats[String(status)]?.count ?? 0;

export function verdictOf(result: ScenarioResult): Verdict {
  const { report } = result;
  const notes: string[] = [];
  const limited = count(report, 429);
  const refused = report.non2xx - limited;
  if (report.errors > 0 || report.timeouts > 0)
    notes.push(`ошибок соединения ${report.errors}, тайм-аутов ${report.timeouts}`);
  if (refused > 0) notes.push(`не-2xx ${refused}`);
  if (limited > 0) notes.push(`429 ${limited}`);
  if (result.cachedRead && report.latency.p99 >= AIM_P99_MS)
    notes.push(`p99 ${report.latency.p99} мс ≥ ${AIM_P99_MS} мс`);
  if (result.minRps !== undefined && report.requests.average < result.minRps)
    notes.push(`${report.requests.average.toFixed(0)} req/s < ${result.minRps}`);
  return { ok: notes.length === 0, notes };
}

const cell = (value: string | number, width: number) => String(value).padStart(width);

export function printTable(db: string, results: ScenarioResult[]): void {
  console.log(`\n${db}: autocannon, req/s — среднее за секунду, задержки в мс`);
  console.log(
    `${'сценарий'.padEnd(12)} ${cell('req/s', 7)} ${cell('p50', 6)} ${cell('p97.5', 6)} ${cell('p99', 6)} ${cell('max', 6)} ${cell('всего', 8)} ${cell('не-2xx', 7)} ${cell('429', 5)} ${cell('ошибки', 7)} ${cell('тайм-ауты', 9)}  цель  load avg (до → после)`,
  );
  for (const result of results) {
    const { report } = result;
    const verdict = verdictOf(result);
    console.log(
      [
        result.name.padEnd(12),
        cell(report.requests.average.toFixed(0), 7),
        cell(report.latency.p50, 6),
        cell(report.latency.p97_5, 6),
        cell(report.latency.p99, 6),
        cell(report.latency.max, 6),
        cell(report.requests.total, 8),
        cell(report.non2xx - count(report, 429), 7),
        cell(count(report, 429), 5),
        cell(report.errors, 7),
        cell(report.timeouts, 9),
        ` ${verdict.ok ? '✓' : '✗'}    ${result.loadBefore} → ${result.loadAfter}`,
      ].join(' '),
    );
    if (!verdict.ok) console.log(`${''.padEnd(13)}✗ ${verdict.notes.join('; ')}`);
  }
  for (const result of results) console.log(`  ${result.name}: ${result.what}`);
}

/** What the JSON keeps per scenario: the printed figures plus the status codes. */
export function jsonOf(result: ScenarioResult) {
  const { report } = result;
  return {
    name: result.name,
    what: result.what,
    cachedRead: result.cachedRead,
    ...(result.minRps === undefined ? {} : { minRps: result.minRps }),
    requestsPerSecond: report.requests.average,
    total: report.requests.total,
    latencyMs: {
      p50: report.latency.p50,
      p97_5: report.latency.p97_5,
      p99: report.latency.p99,
      max: report.latency.max,
      mean: report.latency.mean,
    },
    statusCodes: Object.fromEntries(Object.entries(report.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    non2xx: report.non2xx,
    errors: report.errors,
    timeouts: report.timeouts,
    loadAverage: { before: result.loadBefore, after: result.loadAfter },
    verdict: verdictOf(result),
  };
}
