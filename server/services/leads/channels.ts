/** Which delivery channels the environment configures (README «Configuration»). */
import type { AppConfig } from '../../config.ts';
import { mailChannel } from './mail.ts';
import { webhookChannel, type DeliveryChannel } from './webhook.ts';

export interface ChannelsFromConfig {
  channels: DeliveryChannel[];
  /** Half-configured channels, said once at start. */
  warnings: string[];
}

export function channelsFromConfig(config: AppConfig): ChannelsFromConfig {
  const channels: DeliveryChannel[] = [];
  const warnings: string[] = [];
  if (config.CRM_WEBHOOK_URL)
    channels.push(webhookChannel({ url: config.CRM_WEBHOOK_URL, token: config.CRM_WEBHOOK_TOKEN }));
  if (config.SMTP_URL && config.LEADS_EMAIL_TO) {
    channels.push(
      mailChannel({
        smtpUrl: config.SMTP_URL,
        to: config.LEADS_EMAIL_TO,
        from: config.LEADS_EMAIL_FROM ?? `Сайт Северин <no-reply@${config.PRODUCTION_HOST}>`,
        domain: config.PRODUCTION_HOST,
      }),
    );
  } else if (config.SMTP_URL || config.LEADS_EMAIL_TO) {
    warnings.push('lead e-mail needs both SMTP_URL and LEADS_EMAIL_TO; e-mail is not sent');
  }
  return { channels, warnings };
}
