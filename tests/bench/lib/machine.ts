/** Machine state printed next to every figure: on a shared 2-core box the load decides the numbers. */
import { cpus, loadavg } from 'node:os';
import { createServer } from 'node:net';

export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export const machineLine = (): string => `${cpus().length} ядра, load average ${loadAverage()}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when nothing listens on the port of 127.0.0.1 yet. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port of a range (each bench owns a few ports so parallel runs do not collide). */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}–${to}`);
}
