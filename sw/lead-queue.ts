/**
 * Leads sent without a network (decision 011): `POST /api/request/` that
 * fails to reach the server is stored in a Workbox background-sync queue and
 * answered 202 with the «will be sent» message the form shows. The queue is
 * replayed on the browser's sync event, on worker start where Background
 * Sync is missing (Workbox's fallback), and when the page says it is online.
 * Every lead carries an idempotency key (decision 008), so a replay of a lead
 * that did arrive is answered «duplicate» and never makes a second one.
 *
 * CSRF: the stored request has the header of its time. The cookie is valid
 * for a year and renewed only when invalid, but a renewal meanwhile would
 * make the pair differ, so the replay sets the header from the current
 * cookie (Cookie Store API, or the token the page posted) and, on a 403,
 * renews the cookie once and tries again.
 */
import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { QUEUED_LEAD_STATUS, queuedLeadBody, type LeadDeliveredMessage } from '../src/lib/sw-protocol';
import { replayOutcome } from './lead-replay-outcome';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** The pair of src/lib/api/api.ts (that module pulls RTK Query in, too heavy for the worker). */
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
/** A week, in minutes: a lead older than that is better phoned in again. */
const MAX_RETENTION_MINUTES = 7 * 24 * 60;

let pageToken: string | null = null;
let replaying: Promise<void> | null = null;

async function currentCsrfToken(): Promise<string | null> {
  try {
    const cookie = await self.cookieStore?.get(CSRF_COOKIE);
    if (cookie?.value) return cookie.value;
  } catch {
    // No Cookie Store API in this worker: the page's token is all there is.
  }
  return pageToken;
}

async function withToken(request: Request): Promise<Request> {
  const token = await currentCsrfToken();
  if (!token || request.headers.get(CSRF_HEADER) === token) return request;
  const headers = new Headers(request.headers);
  headers.set(CSRF_HEADER, token);
  return new Request(request, { headers });
}

async function notifyDelivered(count: number) {
  const message: LeadDeliveredMessage = { type: 'LEAD_DELIVERED', count };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

async function replay({ queue }: { queue: Queue }): Promise<void> {
  let delivered = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let response: Response;
    try {
      response = await fetch(await withToken(entry.request.clone()));
      if (response.status === 403) {
        // Any GET hands out a fresh cookie (server/plugins/csrf.ts); then once more with it.
        await fetch('/api/health/', { credentials: 'same-origin' });
        response = await fetch(await withToken(entry.request.clone()));
      }
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    const outcome = replayOutcome(response.status);
    if (outcome === 'keep') {
      await queue.unshiftRequest(entry);
      throw new Error(`Lead replay answered ${response.status}; kept for the next attempt`);
    }
    if (outcome === 'dropped') console.warn('Queued lead refused by the server', response.status);
    else delivered += 1;
  }
  if (delivered > 0) await notifyDelivered(delivered);
}

/**
 * One replay at a time, whoever asks: the browser's sync event (Workbox's
 * onSync) and the page's «online» message can arrive together, and Workbox's
 * `shiftRequest` reads and deletes in two transactions, so two concurrent runs
 * would both send the first lead (the second answered «duplicate»).
 */
function replayOnce(queue: Queue): Promise<void> {
  replaying ??= replay({ queue }).finally(() => {
    replaying = null;
  });
  return replaying;
}

// onSync rejects when a lead is kept, so the browser schedules another sync.
export const leadQueue = new Queue('leads', {
  maxRetentionTime: MAX_RETENTION_MINUTES,
  onSync: ({ queue }) => replayOnce(queue),
});

/** The page is online again (or just loaded): replay now, sharing a run in progress. */
export function replayLeads(token: string | null): Promise<void> {
  if (token) pageToken = token;
  return replayOnce(leadQueue).catch((error: unknown) => console.warn('Lead replay postponed', error));
}

export async function handleLead({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    await leadQueue.pushRequest({ request: copy });
    return Response.json(queuedLeadBody(), { status: QUEUED_LEAD_STATUS });
  }
}
