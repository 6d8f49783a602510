/**
 * Security headers (helmet with a strict CSP the app passes), compression,
 * cookies. Scripts are only same-origin plus the third parties of spec §7 that
 * are configured (captcha, analytics, ad counter, callback widget): the app
 * ships no inline script, and its runtime configuration travels as a JSON data
 * block that CSP does not run. Every response carries the headers — pages,
 * API JSON, errors, 404s, files; routes serving documents (PDF, media) set a
 * narrower CSP of their own (decision 018).
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { AppConfig } from '../config.ts';
import { AD_COUNTER_ORIGIN, METRIKA_ORIGINS } from '../../src/lib/third-party.ts';

/** CSP hash of the empty string (sha256, base64). */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Yandex SmartCaptcha serves its script, challenge frame and checks from this origin. */
const CAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

/** Two years, as the HSTS preload list asks. */
export const HSTS_MAX_AGE = 63_072_000;
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE}; includeSubDomains; preload`;

/**
 * Every powerful feature is off except what the site itself uses: fullscreen and
 * picture-in-picture (video reports), clipboard writes and Web Share (article
 * sharing; its default is already `self`). Only names Chromium on every desktop
 * knows: an unknown one (`battery`, `bluetooth` and `web-share` on Linux…) is
 * logged as a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

type Sources = Record<'script' | 'style' | 'img' | 'connect' | 'frame', string[]>;

/** Origins of the configured third parties, per directive; nothing is allowed for what is not configured. */
function thirdPartySources(config: AppConfig): Sources {
  const sources: Sources = { script: [], style: [], img: [], connect: [], frame: [] };
  const allow = (origins: readonly string[], directives: Array<keyof Sources>) => {
    for (const directive of directives) sources[directive].push(...origins);
  };
  if (config.CAPTCHA_SITE_KEY) allow([CAPTCHA_ORIGIN], ['script', 'style', 'connect', 'frame']);
  if (config.CALL_TRACKING_URL) allow([new URL(config.CALL_TRACKING_URL).origin], ['connect']);
  // Metrika: tag.js, its hits (fetch and pixels) and the click-map overlay frame the site owner opens.
  if (config.YANDEX_METRIKA_ID) allow(METRIKA_ORIGINS, ['script', 'img', 'connect', 'frame']);
  if (config.AD_COUNTER_ID) allow([AD_COUNTER_ORIGIN], ['script', 'img', 'connect']);
  // A widget draws its button and dialog from its own host: script, styles, pictures, calls and frames.
  if (config.CALLBACK_WIDGET_SRC)
    allow([new URL(config.CALLBACK_WIDGET_SRC).origin], ['script', 'style', 'img', 'connect', 'frame']);
  for (const directive of Object.keys(sources) as Array<keyof Sources>)
    sources[directive] = [...new Set(sources[directive])];
  return sources;
}

/** X-Frame-Options follows the response's own `frame-ancestors` (a PDF may be shown in the site's viewer). */
function frameOptionsFor(csp: string | undefined): 'DENY' | 'SAMEORIGIN' {
  return /frame-ancestors\s+'self'/.test(csp ?? '') ? 'SAMEORIGIN' : 'DENY';
}

export default fp(
  async (app) => {
    const https = app.config.PUBLIC_ORIGIN.startsWith('https:');
    const third = thirdPartySources(app.config);
    // Signs with the current secret; any of a rotation's secrets still unsigns (`renew` says which).
    await app.register(cookie, { secret: app.cookieSecrets.all });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // 'wasm-unsafe-eval' compiles WebAssembly only (no JS eval): react-pdf's layout engine (yoga) is
          // WebAssembly, and «Скачать PDF» builds the file in the browser (decision 013).
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...third.script],
          // The hash is that of an empty <style>: react-to-print («Распечатать») always adds one to its frame;
          // the page rules come from the app's stylesheets (the app passes an empty pageStyle).
          styleSrc: ["'self'", EMPTY_STYLE_HASH, ...third.style],
          // React sets some inline style attributes (progress bar width, sticky offsets).
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...third.img],
          fontSrc: ["'self'"],
          // data: lets yoga read its own inlined WebAssembly with fetch(); nothing leaves the page that way.
          connectSrc: ["'self'", 'data:', ...third.connect],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          frameSrc: ["'self'", ...third.frame],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Popups share no window with the opener; our files are for our pages (social crawlers ignore CORP).
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
      // Sent per request below: only answers that went out over HTTPS may carry it (RFC 6797 §7.2).
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hidePoweredBy: true,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // The scheme is the client's: TLS here, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
      if (https && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_HEADER);
      const csp = reply.getHeader('content-security-policy');
      // Behind HTTPS a stray http:// address (editor content) is fetched over TLS instead of being blocked.
      // Only for requests that came over HTTPS: a plain-HTTP run (local, e2e) would upgrade its own files.
      if (
        https &&
        request.protocol === 'https' &&
        typeof csp === 'string' &&
        !csp.includes('upgrade-insecure-requests')
      ) {
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
      }
      reply.header(
        'X-Frame-Options',
        frameOptionsFor(reply.getHeader('content-security-policy') as string | undefined),
      );
      reply.removeHeader('server');
      reply.removeHeader('x-powered-by');
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'security' },
);
