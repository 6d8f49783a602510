/** Test helper: a `fetch` stub for `POST /api/request/` answering from a script. Imported by tests only. */
import { vi } from 'vitest';

export type ScriptedAnswer = 'network' | { status: number; body?: unknown };

export interface LeadFetchStub {
  /** Bodies of the lead requests, in order. */
  bodies: Array<Record<string, unknown>>;
  /** Every requested path (leads, CSRF renewals, call tracking…). */
  calls: string[];
}

/** Answers for other paths (`/api/uploads/`, `/api/tenders/`…): a scripted answer, or undefined for the default 200 `{}`. */
export type OtherRoutes = Record<
  string,
  (request: Request) => ScriptedAnswer | undefined | Promise<ScriptedAnswer | undefined>
>;

const json = (answer: { status: number; body?: unknown }) =>
  new Response(JSON.stringify(answer.body ?? {}), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Answers each `POST /api/request/` with the next scripted answer (the last
 * one repeats), a network failure for 'network'; `routes` answer other paths
 * by pathname; anything else gets 200 `{}`.
 */
export function stubLeadFetch(script: ScriptedAnswer[], { routes = {} }: { routes?: OtherRoutes } = {}): LeadFetchStub {
  const stub: LeadFetchStub = { bodies: [], calls: [] };
  let index = 0;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
    const url = new URL(request.url, 'http://localhost');
    stub.calls.push(url.origin === 'http://localhost' || url.pathname.startsWith('/api/') ? url.pathname : url.href);
    if (url.pathname !== '/api/request/') {
      const other = await routes[url.pathname]?.(request);
      if (other === 'network') throw new TypeError('Failed to fetch');
      return json(other ?? { status: 200 });
    }
    stub.bodies.push((await request.clone().json()) as Record<string, unknown>);
    const answer = script[Math.min(index, script.length - 1)]!;
    index += 1;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return json(answer);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return stub;
}

export const ACCEPTED = (type: string, id = 1) => ({ status: 201, body: { id, type, duplicate: false } });
