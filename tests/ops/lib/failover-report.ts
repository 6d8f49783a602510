/**
 * The figures and the verdict of `npm run test:failover` from what its
 * clients saw: timings of the outage, answers per kind and status, and every
 * rule the run must keep (see tests/ops/failover.ts).
 */

export interface Sample {
  kind: string;
  /** Milliseconds since the run began: when the request left, when its answer came. */
  sentAt: number;
  at: number;
  /** 0: no answer. */
  status: number;
  /** What is wrong with a 503 (no Retry-After, not Russian…), or null. */
  problem: string | null;
  error?: string;
  body: unknown;
}

export interface Timeline {
  stopBegin: number;
  stopDone: number;
  startBegin: number;
  startDone: number;
  recoveredAt: number | null;
  end: number;
}

export interface RunFacts {
  samples: Sample[];
  timeline: Timeline;
  exited: { code: number | null; signal: string | null } | null;
  /** Lead key → the last status it got. */
  leadKeys: Map<string, number>;
  retried: number;
  /** Lead key → rows stored under it. */
  stored: Map<string, number>;
  recoveryLimitMs: number;
  settleMs: number;
}

const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`;
const ok = (status: number) => status >= 200 && status < 300;

function table(samples: Sample[]): string {
  const kinds = [...new Set(samples.map((s) => s.kind))];
  const statuses = [...new Set(samples.map((s) => s.status))].sort((a, b) => a - b);
  const header = [
    'kind'.padEnd(11),
    ...statuses.map((status) => String(status === 0 ? 'lost' : status).padStart(6)),
  ].join('');
  const rows = kinds.map((kind) =>
    [
      kind.padEnd(11),
      ...statuses.map((status) =>
        String(samples.filter((s) => s.kind === kind && s.status === status).length).padStart(6),
      ),
    ].join(''),
  );
  return [header, ...rows].map((line) => `    ${line}`).join('\n');
}

/** Prints the figures; returns the broken rules (empty: passed). */
export function summarise(facts: RunFacts): string[] {
  const { samples, timeline } = facts;
  const failures: string[] = [];
  const during = samples.filter((s) => s.sentAt >= timeline.stopBegin && s.sentAt < timeline.startDone);
  const first503 = samples.find((s) => s.status === 503 && s.sentAt >= timeline.stopBegin);
  const lost = samples.filter((s) => s.status === 0);
  const wrong = samples.filter((s) => s.status !== 0 && s.status !== 503 && !ok(s.status));
  const badUnavailable = samples.filter((s) => s.problem !== null);
  const settled = timeline.recoveredAt === null ? [] : samples.filter((s) => s.sentAt >= timeline.recoveredAt! + 1000);
  const unsettled = settled.filter((s) => !ok(s.status));
  const duplicated = [...facts.stored].filter(([, rows]) => rows > 1);
  const acknowledged = [...facts.leadKeys].filter(([, status]) => status === 200 || status === 201).map(([key]) => key);
  const missing = acknowledged.filter((key) => !facts.stored.has(key));

  console.log(`
Failover
  pg_ctl stop took:                         ${seconds(timeline.stopDone - timeline.stopBegin)}
  stop → first 503:                         ${seconds(first503 ? first503.at - timeline.stopBegin : null)}
  down (pg_ctl stop → pg_ctl start begun):  ${seconds(timeline.startBegin - timeline.stopBegin)}
  pg_ctl start took:                        ${seconds(timeline.startDone - timeline.startBegin)}
  PostgreSQL ready → first healthy answer:  ${seconds(timeline.recoveredAt === null ? null : Math.max(0, timeline.recoveredAt - timeline.startDone))}
  pg_ctl start begun → first healthy:       ${seconds(timeline.recoveredAt === null ? null : timeline.recoveredAt - timeline.startBegin)}
  answers: ${samples.length} (during the outage ${during.length}: ${during.filter((s) => ok(s.status)).length} 2xx from memory, ${during.filter((s) => s.status === 503).length} 503)
  answers lost (refused, reset, timeout):   ${lost.length}${lost[0] ? ` (e.g. ${lost[0].kind}: ${lost[0].error})` : ''}
  leads: ${facts.leadKeys.size} keys, ${facts.retried} refused with 503 and posted again, ${duplicated.length} stored twice
  answers per kind and status:
${table(samples)}`);

  if (facts.exited) failures.push(`the server exited during the run: ${JSON.stringify(facts.exited)}`);
  if (lost.length > 0)
    failures.push(
      `${lost.length} requests got no answer, e.g. ${lost[0]!.kind} sent at ${seconds(lost[0]!.sentAt)}: ${lost[0]!.error}`,
    );
  if (wrong.length > 0) {
    failures.push(
      `${wrong.length} answers were neither 2xx nor 503, e.g. ${wrong[0]!.kind} ${wrong[0]!.status} ${JSON.stringify(wrong[0]!.body).slice(0, 200)}`,
    );
  }
  if (badUnavailable.length > 0)
    failures.push(
      `${badUnavailable.length} answers 503 are malformed, e.g. ${badUnavailable[0]!.kind}: ${badUnavailable[0]!.problem}`,
    );
  if (!first503) failures.push('no 503 while PostgreSQL was down: the outage was not seen');
  if (samples.some((s) => s.sentAt < timeline.stopBegin && !ok(s.status)))
    failures.push('answers were failing before PostgreSQL was stopped');
  if (timeline.recoveredAt === null) failures.push('health never answered 200 after PostgreSQL was started again');
  else if (timeline.recoveredAt - timeline.startDone > facts.recoveryLimitMs) {
    failures.push(
      `recovery took ${seconds(timeline.recoveredAt - timeline.startDone)}, more than ${seconds(facts.recoveryLimitMs)}`,
    );
  }
  if (settled.length === 0 && timeline.recoveredAt !== null)
    failures.push('no answers were collected after the recovery');
  if (unsettled.length > 0)
    failures.push(
      `${unsettled.length} answers still failed a second after recovery, e.g. ${unsettled[0]!.kind} ${unsettled[0]!.status}`,
    );
  const unacknowledged = [...facts.leadKeys].filter(([, status]) => status !== 200 && status !== 201);
  if (unacknowledged.length > 0)
    failures.push(
      `${unacknowledged.length} leads were not accepted even after the recovery, e.g. status ${unacknowledged[0]![1]}`,
    );
  if (duplicated.length > 0) failures.push(`${duplicated.length} lead keys are stored more than once`);
  if (missing.length > 0) failures.push(`${missing.length} acknowledged leads are not in the database`);
  return failures;
}
