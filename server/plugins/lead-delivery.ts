/**
 * Runs the lead delivery worker in this process (decision 009) and exposes it
 * as `app.leadDelivery`: `kick()` after a lead is stored, `drain()` in tests
 * and scripts, `stop()` on close (waits for deliveries in flight). With no
 * channel configured, or `LEAD_DELIVERY=off`, a no-op stand-in is decorated and
 * leads are only stored (`npm run leads:list`, `npm run leads:export`).
 */
import fp from 'fastify-plugin';
import { channelsFromConfig } from '../services/leads/channels.ts';
import { createLeadDelivery, idleLeadDelivery, type LeadDelivery } from '../services/leads/delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leadDelivery: LeadDelivery;
  }
}

export default fp(
  async (app) => {
    const config = app.config;
    if (config.LEAD_DELIVERY === 'off') {
      app.decorate('leadDelivery', idleLeadDelivery);
      app.log.info('lead delivery is off (LEAD_DELIVERY=off): leads are only stored');
      return;
    }
    const { channels, warnings } = channelsFromConfig(config);
    for (const warning of warnings) app.log.warn(warning);
    if (channels.length === 0) {
      app.decorate('leadDelivery', idleLeadDelivery);
      app.log.warn(
        'no lead delivery channel configured (CRM_WEBHOOK_URL, SMTP_URL + LEADS_EMAIL_TO): leads are only stored in the database',
      );
      return;
    }
    const delivery = createLeadDelivery({
      db: app.db,
      channels,
      uploadDir: config.UPLOAD_DIR,
      log: app.log.child({ module: 'lead-delivery' }),
      pollMs: config.LEAD_DELIVERY_POLL_MS,
      leaseMs: config.LEAD_DELIVERY_LEASE_MS,
      backoffMs: config.LEAD_DELIVERY_BACKOFF_MS,
      maxAttempts: config.LEAD_DELIVERY_MAX_ATTEMPTS,
    });
    app.decorate('leadDelivery', delivery);
    app.log.info({ channels: channels.map((channel) => channel.name) }, 'lead delivery started');
    app.addHook('onReady', async () => delivery.start());
    app.addHook('onClose', async () => delivery.stop());
  },
  { name: 'lead-delivery', dependencies: ['db'] },
);
