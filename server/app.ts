/**
 * Builds the Fastify app without listening, so tests drive it with `inject`.
 * Shared services are plugins; each API resource is one route plugin.
 */
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import dbPlugin from './plugins/db.ts';
import leadDeliveryPlugin from './plugins/lead-delivery.ts';
import lotsImportFeedPlugin from './plugins/lots-import-feed.ts';
import errorsPlugin from './plugins/errors.ts';
import expectContinuePlugin from './plugins/expect-continue.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/early-errors.ts';
import securityPlugin from './plugins/security.ts';
import textHygienePlugin from './plugins/text-hygiene.ts';
import { withPersonalDataHidden } from './services/log-privacy.ts';
import { compressedBodiesHook } from './services/compressed-bodies.ts';
import csrfPlugin from './plugins/csrf.ts';
import adminAuthPlugin from './plugins/admin-auth.ts';
import visitorPlugin from './plugins/visitor.ts';
import captchaPlugin, { type CaptchaVerifier } from './plugins/captcha.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import openapiPlugin, { type OpenapiOptions } from './plugins/openapi.ts';
import htmlPlugin from './plugins/html.ts';
import ssrPlugin from './plugins/ssr.ts';
import { RENDER_REQUEST_HEADER } from './html/render-request.ts';
import apiRoutes from './routes/api/index.ts';
import mediaRoutes from './routes/media.ts';
import imageRoutes from './routes/images.ts';
import imageWarmupPlugin from './plugins/image-warmup.ts';
import pdfRoutes from './routes/pdf.ts';
import feedRoutes from './routes/feeds.ts';
import { describeCookieSecrets, loadCookieSecrets, type CookieSecrets } from './services/cookie-secrets.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the SmartCaptcha verifier built from the config (tests). */
  captcha?: CaptchaVerifier;
  /** What /api/openapi.json lists (the admin endpoints for `npm run lint:openapi`). */
  openapi?: OpenapiOptions;
}

export async function buildApp({ config, database, logger, captcha, openapi }: BuildAppOptions) {
  const app = Fastify({
    // Names, phones and lead payloads never reach a log line (decision 028).
    logger: withPersonalDataHidden(logger ?? { level: config.LOG_LEVEL }),
    // JSON bodies (forms included); multipart uploads have their own limits (routes/api/uploads.ts).
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // `/news/` and `/news` are the same page (spec §2).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Undecodable addresses and over-long path parameters get the Russian error shape too.
    frameworkErrors: frameworkErrorHandler(config),
    // …and so do requests Node's HTTP parser refuses (oversized headers, broken syntax).
    clientErrorHandler: clientErrorHandler(config),
    // A server-rendered page reads the API in-process (html/ssr-renderer.ts): its page's line is enough.
    logController: new LogController({
      disableRequestLogging: (request) => request.headers[RENDER_REQUEST_HEADER] === '1',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Before the plugins that sign or check cookies; shared through the database when not configured.
  const cookieSecrets = await loadCookieSecrets(database.db, config);
  app.log.info(describeCookieSecrets(cookieSecrets));
  app.decorate('cookieSecrets', cookieSecrets);

  await app.register(errorsPlugin);
  await app.register(expectContinuePlugin);
  // Before every route: text PostgreSQL cannot store is refused with a 400, never met by a handler (decision 028).
  await app.register(textHygienePlugin);
  await app.register(securityPlugin);
  // Repeated bodies (lot pages, catalogue answers) are compressed once, before the compress plugin's turn (decision 019).
  app.addHook('onSend', compressedBodiesHook());
  await app.register(dbPlugin, { database });
  await app.register(leadDeliveryPlugin);
  await app.register(lotsImportFeedPlugin);
  // Before CSRF: an admin call is judged by its bearer token (401), and only a valid one skips the CSRF check.
  await app.register(adminAuthPlugin);
  await app.register(csrfPlugin);
  await app.register(visitorPlugin);
  await app.register(captchaPlugin, { verifier: captcha });
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin, openapi ?? {});
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(imageRoutes);
  await app.register(imageWarmupPlugin);
  await app.register(pdfRoutes);
  await app.register(feedRoutes);
  await app.register(ssrPlugin);
  await app.register(htmlPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    cookieSecrets: CookieSecrets;
  }
}
