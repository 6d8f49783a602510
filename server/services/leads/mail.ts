/**
 * The e-mail channel (optional): with `SMTP_URL` and `LEADS_EMAIL_TO` every
 * lead is also mailed as a plain Russian summary, uploaded files attached
 * from `UPLOAD_DIR`. The Message-ID is derived from the idempotency key, so a
 * repeated mail (at-least-once) threads with the first in the inbox.
 */
import { access } from 'node:fs/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailSubject, mailText } from './message.ts';
import type { DeliveryChannel } from './webhook.ts';

export interface MailOptions {
  /** A nodemailer transport (tests pass `jsonTransport`), or built from `smtpUrl`. */
  transport?: Transporter;
  smtpUrl?: string;
  from: string;
  /** Comma-separated recipients. */
  to: string;
  /** Host part of the Message-ID. */
  domain: string;
}

function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export function mailChannel(options: MailOptions): DeliveryChannel {
  const transport = options.transport ?? smtpTransport(options.smtpUrl ?? '');
  return {
    name: 'mail',
    async send(lead) {
      const present = await Promise.all(lead.files.map((file) => exists(file.path)));
      const missing = new Set(lead.files.filter((_, index) => !present[index]).map((file) => file.id));
      try {
        await transport.sendMail({
          from: options.from,
          to: options.to,
          subject: mailSubject(lead),
          text: mailText(lead, missing),
          messageId: `<lead-${lead.idempotencyKey}@${options.domain}>`,
          headers: { 'X-Lead-Id': String(lead.id), 'X-Idempotency-Key': lead.idempotencyKey },
          attachments: lead.files
            .filter((file) => !missing.has(file.id))
            .map((file) => ({ filename: file.name, path: file.path, contentType: file.contentType })),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(message.replace(/\s+/g, ' ').slice(0, 300), { cause: error });
      }
    },
    close: () => transport.close(),
  };
}
