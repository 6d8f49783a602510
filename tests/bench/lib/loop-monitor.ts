/**
 * Imported into the server process by `bench:load` with BENCH_LOOP_MONITOR=1:
 * every 3 s one JSON line on stderr (the server log) with the event-loop delay
 * and utilisation. Shows what request timings cannot: PGlite runs each
 * statement synchronously, and a long one holds back every other connection.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let last = performance.eventLoopUtilization();
setInterval(() => {
  const now = performance.eventLoopUtilization();
  const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
  console.error(
    JSON.stringify({
      msg: 'event loop',
      delayMs: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
      utilisation: Number(performance.eventLoopUtilization(now, last).utilization.toFixed(2)),
    }),
  );
  last = now;
  histogram.reset();
}, 3000).unref();
