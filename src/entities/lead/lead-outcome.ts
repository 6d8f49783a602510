/**
 * What a refused `POST /api/request/` means for the form, from the RTK Query
 * error: worth an automatic retry (no connection, a gateway hiccup), a stale
 * CSRF cookie, «already subscribed» (spec §8: a success), wrong fields, or a
 * message to show as is.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { EMAIL_ALREADY_USED } from '@/schemas/leads';
import { LEAD_MESSAGES } from './lead-texts';

export type LeadFailure =
  | { kind: 'retry' }
  | { kind: 'session' }
  | { kind: 'already-used' }
  | { kind: 'fields'; errors: Record<string, unknown> }
  | { kind: 'message'; message: string };

/** Gateways answer these while the app restarts; the idempotency key makes a repeat harmless. */
const TRANSIENT = new Set([502, 503, 504]);

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function mentionsAlreadyUsed(body: ErrorBody): boolean {
  if (body.message === EMAIL_ALREADY_USED) return true;
  if (!body.errors || typeof body.errors !== 'object') return false;
  return Object.values(body.errors).some(
    (entry) => (entry as { error_msg?: unknown } | null)?.error_msg === EMAIL_ALREADY_USED,
  );
}

export function classifyLeadError(error: FetchBaseQueryError | SerializedError): LeadFailure {
  if (!('status' in error)) return { kind: 'message', message: LEAD_MESSAGES.server };
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'retry' };
  if (status === 'PARSING_ERROR')
    return TRANSIENT.has(error.originalStatus) ? { kind: 'retry' } : { kind: 'message', message: LEAD_MESSAGES.server };
  if (typeof status !== 'number') return { kind: 'message', message: LEAD_MESSAGES.server };
  if (TRANSIENT.has(status)) return { kind: 'retry' };

  const body: ErrorBody = error.data && typeof error.data === 'object' ? (error.data as ErrorBody) : {};
  const message = textOf(body.message);
  if (status === 400 && mentionsAlreadyUsed(body)) return { kind: 'already-used' };
  if (status === 400 && body.errors && typeof body.errors === 'object' && Object.keys(body.errors).length > 0) {
    return { kind: 'fields', errors: body.errors as Record<string, unknown> };
  }
  if (status === 403) return { kind: 'session' };
  if (status === 429) return { kind: 'message', message: message ?? LEAD_MESSAGES.tooMany };
  // 5xx never carry details worth showing (architecture: errors plugin).
  if (status >= 500) return { kind: 'message', message: LEAD_MESSAGES.server };
  return { kind: 'message', message: message ?? LEAD_MESSAGES.server };
}
