/**
 * A local CRM webhook for delivery tests: `node:http` on a random port that
 * records every POST (Idempotency-Key header, JSON body, time) and answers
 * with whatever `respond` says (default 200).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  key: string | undefined;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Status for the next requests; called once per request. */
  respond: (request: ReceivedRequest) => number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    requests: [],
    respond: () => 200,
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // Recorded as empty: the test fails on the missing fields.
      }
      const header = req.headers['idempotency-key'];
      const request: ReceivedRequest = {
        key: Array.isArray(header) ? header[0] : header,
        headers: req.headers,
        body,
        at: Date.now(),
      };
      receiver.requests.push(request);
      const status = receiver.respond(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { ok: true } : { error: 'receiver refused' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${address.port}/crm/leads`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** A URL nothing listens on (a port just released). */
export async function deadUrl(): Promise<string> {
  const receiver = await startWebhookReceiver();
  await receiver.close();
  return receiver.url;
}
