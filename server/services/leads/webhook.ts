/** The CRM webhook channel: one JSON POST per lead, 2xx within the timeout counts as delivered. */
import { webhookBody, type OutgoingLead } from './message.ts';

export interface DeliveryChannel {
  name: 'webhook' | 'mail';
  /** Resolves when the channel took the lead; throws with a short reason otherwise. */
  send(lead: OutgoingLead): Promise<void>;
  close?(): void;
}

export interface WebhookOptions {
  url: string;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  timeoutMs?: number;
}

const WEBHOOK_TIMEOUT_MS = 5000;

/** Why a fetch failed, in a few words an operator can act on. */
function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `нет ответа за ${timeoutMs / 1000} с`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const detail = cause?.code ?? cause?.message;
  const message = error instanceof Error ? error.message : String(error);
  return detail ? `${message} (${detail})` : message;
}

export function webhookChannel({ url, token, timeoutMs = WEBHOOK_TIMEOUT_MS }: WebhookOptions): DeliveryChannel {
  return {
    name: 'webhook',
    async send(lead) {
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'idempotency-key': lead.idempotencyKey,
        'user-agent': 'severin-site lead-delivery',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(webhookBody(lead)),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(describeFetchError(error, timeoutMs), { cause: error });
      }
      // Read the body either way: it frees the connection and a refusal's text helps the operator.
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
        throw new Error(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
