/**
 * Sends a lead form: captcha token, idempotency key, site, then
 * `POST /api/request/`, and turns the answer into what the form shows.
 *
 * - The idempotency key is made once per filled form and kept until success
 *   (or until the values change), so a retry — automatic or by the visitor
 *   after «no connection» — can never make a second lead.
 * - No connection or a gateway error: two automatic retries with backoff,
 *   then «Не удалось отправить заявку…»; every value stays in the form.
 * - 400 with field errors: on the fields (setError); 429: its message;
 *   403 (stale CSRF cookie): the cookie is renewed and the lead sent once more.
 * - Spec §8 «This email is already use» counts as success.
 * - Offline under the service worker (decision 011): the worker queues the
 *   lead and answers 202 `{ queued: true, message }`. That is its own
 *   outcome: the values are cleared as after success, the status modal says
 *   the lead will be sent when the connection is back (or `onQueued` decides),
 *   and `onSuccess` is not called (nothing has reached the server yet).
 */
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/ui/form/server-errors';
import type { LeadAccepted, LeadInput } from '@/schemas/leads';
import { useAppDispatch } from '@/lib/store/hooks';
import { isQueuedLead, QUEUED_LEAD_MESSAGE, type QueuedLeadBody } from '@/lib/sw-protocol';
import { useSubmitLeadMutation } from './lead-api';
import { CaptchaError, getCaptchaToken } from './captcha';
import { classifyLeadError, type LeadFailure } from './lead-outcome';
import { LEAD_MESSAGES } from './lead-texts';
import { leadStatusOpened } from './lead-status';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A lead as the form builds it; the hook adds the key, the site and the captcha token. */
export type LeadDraft = DistributiveOmit<LeadInput, 'idempotency_key' | 'site' | 'yandex_token'>;

/** Pauses before the two automatic retries; an object so tests can shorten them. */
export const leadRetry: { delaysMs: readonly number[] } = { delaysMs: [1000, 3000] };

export interface LeadSuccess {
  /** Null when the server said «already subscribed». */
  accepted: LeadAccepted | null;
  alreadyUsed: boolean;
}

export interface UseLeadSubmitOptions<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  toLead: (values: O) => LeadDraft;
  /** Form fields a server error may be shown on; errors of other fields go to the form message. */
  fields: readonly FieldPath<V>[];
  onSuccess?: (success: LeadSuccess, values: O) => void;
  /** Every failure, with the message for the visitor (spec §4: the newsletter opens its status modal). */
  onFailure?: (message: string) => void;
  /** Queued offline by the service worker; default: the status modal's «will be sent» state. */
  onQueued?: (message: string, values: O) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Any GET hands out a fresh CSRF cookie (server/plugins/csrf.ts); the file uploads use it too. */
export async function renewCsrfCookie(): Promise<void> {
  await fetch('/api/health/', { credentials: 'same-origin' }).catch(() => undefined);
}

export function useLeadSubmit<V extends FieldValues, O>({
  form,
  toLead,
  fields,
  onSuccess,
  onFailure,
  onQueued,
}: UseLeadSubmitOptions<V, O>) {
  const [submitLead] = useSubmitLeadMutation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const keyRef = useRef<{ key: string; fingerprint: string } | null>(null);
  const busy = useRef(false);

  const keyFor = (draft: LeadDraft): string => {
    const fingerprint = JSON.stringify(draft);
    // Changed values are another lead: a reused key would make the server answer with the old one.
    if (keyRef.current?.fingerprint !== fingerprint) keyRef.current = { key: crypto.randomUUID(), fingerprint };
    return keyRef.current.key;
  };

  const send = async (draft: LeadDraft): Promise<LeadAccepted | QueuedLeadBody | LeadFailure> => {
    const key = keyFor(draft);
    const site = `${window.location.host}${pathname}`;
    let retries = 0;
    let renewed = false;
    for (;;) {
      const yandexToken = await getCaptchaToken();
      const result = await submitLead({ ...draft, idempotency_key: key, site, yandex_token: yandexToken } as LeadInput);
      if (result.data) return result.data;
      const failure = classifyLeadError(result.error);
      if (failure.kind === 'retry' && retries < leadRetry.delaysMs.length) {
        await wait(leadRetry.delaysMs[retries]!);
        retries += 1;
      } else if (failure.kind === 'session' && !renewed) {
        renewed = true;
        await renewCsrfCookie();
      } else {
        return failure;
      }
    }
  };

  const fail = (message: string, shownOnForm: string | null = message) => {
    setFormError(shownOnForm);
    onFailure?.(message);
  };

  const succeed = (success: LeadSuccess, values: O) => {
    keyRef.current = null;
    form.reset();
    onSuccess?.(success, values);
  };

  const queue = (queued: QueuedLeadBody, draft: LeadDraft, values: O) => {
    // The stored request carries this key; a new lead from the same form gets a new one.
    keyRef.current = null;
    form.reset();
    const message = queued.message || QUEUED_LEAD_MESSAGE;
    if (onQueued) onQueued(message, values);
    else dispatch(leadStatusOpened({ status: 'queued', type: draft.type, message }));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFormError(null);
    try {
      const draft = toLead(values);
      const outcome = await send(draft);
      if (isQueuedLead(outcome)) queue(outcome, draft, values);
      else if (!('kind' in outcome)) succeed({ accepted: outcome, alreadyUsed: false }, values);
      else if (outcome.kind === 'already-used') succeed({ accepted: null, alreadyUsed: true }, values);
      else if (outcome.kind === 'retry') fail(LEAD_MESSAGES.network);
      else if (outcome.kind === 'session') fail(LEAD_MESSAGES.session);
      else if (outcome.kind === 'message') fail(outcome.message);
      else {
        const rest = applyServerErrors(form.setError, outcome.errors, fields);
        const message = rest.length > 0 ? rest.join(' ') : null;
        fail(message ?? LEAD_MESSAGES.fields, message);
      }
    } catch (error) {
      if (error instanceof CaptchaError) fail(error.userMessage);
      else {
        console.error('Lead submit failed', error);
        fail(LEAD_MESSAGES.server);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  });

  return { onSubmit, sending, formError };
}
