/**
 * Security headers (helmet with a strict CSP the app passes), compression,
 * cookies. Scripts are only same-origin (plus Yandex SmartCaptcha when a captcha
 * key is configured): the app ships no inline script, and its runtime
 * configuration travels as a JSON data block that CSP does not run.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';

/** CSP hash of the empty string (sha256, base64). */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Yandex SmartCaptcha serves its script, challenge frame and checks from this origin. */
export const CAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

export default fp(
  async (app) => {
    // Third-party origins are allowed only when configured: without a key no captcha script is ever loaded.
    const captcha = app.config.CAPTCHA_SITE_KEY ? [CAPTCHA_ORIGIN] : [];
    const callTracking = app.config.CALL_TRACKING_URL ? [new URL(app.config.CALL_TRACKING_URL).origin] : [];
    await app.register(cookie, { secret: app.config.COOKIE_SECRET });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' compiles WebAssembly only (no JS eval): react-pdf's layout engine (yoga) is
          // WebAssembly, and «Скачать PDF» builds the file in the browser (decision 013).
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...captcha],
          // The hash is that of an empty <style>: react-to-print («Распечатать») always adds one to its frame;
          // the page rules come from the app's stylesheets (the app passes an empty pageStyle).
          styleSrc: ["'self'", EMPTY_STYLE_HASH, ...captcha],
          // React sets some inline style attributes (progress bar width, sticky offsets).
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          // data: lets yoga read its own inlined WebAssembly with fetch(); nothing leaves the page that way.
          connectSrc: ["'self'", 'data:', ...captcha, ...callTracking],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          frameSrc: ["'self'", ...captcha],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // HSTS only makes sense behind HTTPS; the proxy in front sets the scheme.
      strictTransportSecurity: app.config.PUBLIC_ORIGIN.startsWith('https:')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()');
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'security' },
);
