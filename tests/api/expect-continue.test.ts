/**
 * `Expect: 100-continue` (server/plugins/expect-continue.ts) over a real
 * socket: a body the route would refuse gets its final answer before any
 * body byte is sent, so the client reads the reason, not a reset; a body the
 * route takes gets "100 Continue" first.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTS_FILE_MAX_BYTES } from '../../server/services/lots-io/import-lots.ts';
import { TEST_ADMIN_TOKEN } from './helpers/lots-file.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;
let port: number;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, ADMIN_RATE_LIMIT: '1000' } });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await harness?.close();
});

/** Sends only the request head and returns the first bytes the server answers with. */
function headOnly(head: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error(`no answer to the request head; got ${JSON.stringify(text)}`));
    });
  });
}

const importHead = (length: number, token = TEST_ADMIN_TOKEN) => [
  'POST /api/admin/lots/import?dry_run=1 HTTP/1.1',
  'Host: 127.0.0.1',
  `Authorization: Bearer ${token}`,
  'Content-Type: text/csv',
  `Content-Length: ${length}`,
  'Expect: 100-continue',
];

describe('Expect: 100-continue', () => {
  it('a file over the body limit: the 413 answer comes without "100 Continue"', async () => {
    const answer = await headOnly(importHead(LOTS_FILE_MAX_BYTES + 1));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('a wrong token: the 401 answer comes without "100 Continue"', async () => {
    const answer = await headOnly(importHead(1024, 'not-the-token'));
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('a file within the limit: "100 Continue", then the server waits for the body', async () => {
    const answer = await headOnly(importHead(1024));
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
  });
});
