/**
 * A tiny stand-in for a PostgreSQL server on 127.0.0.1, speaking just enough
 * of the wire protocol for node-postgres: trust authentication and simple
 * queries, each answered with one row `1` (BEGIN, COMMIT… with their tag);
 * queries with parameters get an error (nothing here has data to give).
 * It lets the API suite do to the pool what a real outage does, without a
 * server to stop: end every connection as `pg_ctl stop -m fast` does (FATAL
 * 57P01), kill the connection in the middle of a query, or stop listening so
 * new connections are refused, and listen again on the same port.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface FakePostgres {
  url: string;
  /** Queries answered so far (lower-cased text). */
  queries: string[];
  /** Ends every open connection with «terminating connection due to administrator command». */
  terminateAll(): void;
  /** The next query whose text matches gets the same FATAL error and its connection closes. */
  failNext(pattern: RegExp): void;
  /** Stops listening (new connections are refused) and ends every open connection. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};

const READY = message('Z', Buffer.from('I'));
const AUTH_OK = message('R', int32(0));
const ADMIN_SHUTDOWN = message(
  'E',
  Buffer.concat([
    Buffer.from('S'),
    cstring('FATAL'),
    Buffer.from('V'),
    cstring('FATAL'),
    Buffer.from('C'),
    cstring('57P01'),
    Buffer.from('M'),
    cstring('terminating connection due to administrator command'),
    Buffer.from([0]),
  ]),
);
const NOT_SUPPORTED = message(
  'E',
  Buffer.concat([
    Buffer.from('S'),
    cstring('ERROR'),
    Buffer.from('V'),
    cstring('ERROR'),
    Buffer.from('C'),
    cstring('0A000'),
    Buffer.from('M'),
    cstring('the fake server answers simple queries only'),
    Buffer.from([0]),
  ]),
);
// One int4 column `?column?` and one row holding 1.
const ROW_DESCRIPTION = message(
  'T',
  Buffer.concat([int16(1), cstring('?column?'), int32(0), int16(0), int32(23), int16(4), int32(-1), int16(0)]),
);
const DATA_ROW = message('D', Buffer.concat([int16(1), int32(1), Buffer.from('1')]));

function answer(text: string): Buffer {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
  if (verb === 'SELECT') return Buffer.concat([ROW_DESCRIPTION, DATA_ROW, message('C', cstring('SELECT 1')), READY]);
  return Buffer.concat([message('C', cstring(verb)), READY]);
}

export async function startFakePostgres(): Promise<FakePostgres> {
  const sockets = new Set<Socket>();
  const queries: string[] = [];
  const failures: RegExp[] = [];
  let server: Server | null = null;
  let port = 0;

  function terminate(socket: Socket) {
    // As the real server does: the FATAL message, then the connection is gone.
    socket.write(ADMIN_SHUTDOWN, () => socket.destroy());
    sockets.delete(socket);
  }

  function serve(socket: Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    let started = false;
    let refusing = false;
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // The startup message has no type byte; every later one does.
        const offset = started ? 1 : 0;
        if (buffered.length < offset + 4) return;
        const length = buffered.readInt32BE(offset);
        if (buffered.length < offset + length) return;
        const type = started ? String.fromCharCode(buffered[0]!) : '';
        const body = buffered.subarray(offset + 4, offset + length);
        buffered = buffered.subarray(offset + length);
        if (!started) {
          started = true;
          socket.write(Buffer.concat([AUTH_OK, READY]));
        } else if (type === 'Q') {
          const text = body.toString('utf8').replace(/\0$/, '').trim().toLowerCase();
          const failure = failures.findIndex((pattern) => pattern.test(text));
          if (failure >= 0) {
            failures.splice(failure, 1);
            terminate(socket);
            return;
          }
          queries.push(text);
          socket.write(answer(text));
        } else if (type === 'P' && !refusing) {
          // Queries with parameters (the extended protocol) are refused, as a real server refuses a bad
          // statement: an error now, then everything is skipped until Sync.
          refusing = true;
          socket.write(NOT_SUPPORTED);
        } else if (type === 'S') {
          refusing = false;
          socket.write(READY);
        } else if (type === 'X') {
          socket.end();
          return;
        }
      }
    });
  }

  async function start(): Promise<void> {
    const next = createServer(serve);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = null;
    for (const socket of [...sockets]) terminate(socket);
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/fake`,
    queries,
    terminateAll: () => [...sockets].forEach(terminate),
    failNext: (pattern) => failures.push(pattern),
    stop,
    start,
  };
}
