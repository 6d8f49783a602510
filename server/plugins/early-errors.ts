/**
 * Answers refused before routing, where no plugin hook runs: Fastify's
 * `frameworkErrors` (an undecodable address `/api/%`, an over-long path
 * parameter) and Node's `clientError` (431 for oversized headers or URL, 400
 * for a request the HTTP parser cannot read, 408). By default both answer in
 * English and without the security headers; here they get the Russian JSON
 * error shape and the headers every other answer carries.
 */
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import type { ApiError } from '../../src/schemas/site.ts';
import type { AppConfig } from '../config.ts';
import { russianStatusMessage } from './errors.ts';
import { HSTS_HEADER, PERMISSIONS_POLICY } from './security.ts';

/** The baseline of `security.ts` (helmet and its own hook), for answers that bypass both. */
export const EARLY_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};

const JSON_TYPE = 'application/json; charset=utf-8';

type TrustConfig = Pick<AppConfig, 'PUBLIC_ORIGIN' | 'TRUST_PROXY'>;

/**
 * Whether the client came over HTTPS, by the same rule as Fastify's `request.protocol`
 * with `trustProxy`: the `Request` handed to `frameworkErrors` is built without it.
 */
function httpsCheck(config: TrustConfig): (socket: Socket | undefined, forwardedProto: unknown) => boolean {
  const trust = config.TRUST_PROXY;
  const trusted =
    typeof trust === 'boolean' ? () => trust : proxyAddr.compile(trust.split(',').map((part) => part.trim()));
  const enabled = config.PUBLIC_ORIGIN.startsWith('https:');
  return (socket, forwardedProto) => {
    if (!enabled || !socket) return false;
    if ((socket as TLSSocket).encrypted) return true;
    if (typeof forwardedProto !== 'string' || !socket.remoteAddress || !trusted(socket.remoteAddress, 0)) return false;
    return forwardedProto.split(',').at(-1)?.trim() === 'https';
  };
}

export function frameworkErrorHandler(config: TrustConfig): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const isHttps = httpsCheck(config);
  return (error, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
    const message =
      status === 414
        ? 'Слишком длинный адрес запроса'
        : status >= 500
          ? russianStatusMessage(500)
          : 'Некорректный адрес запроса';
    const body: ApiError = { status, message };
    const hsts = isHttps(request.raw.socket, request.headers['x-forwarded-proto'])
      ? { 'strict-transport-security': HSTS_HEADER }
      : {};
    // The handler's reply is typed for any route schema; this one answers outside every route.
    void (reply as unknown as FastifyReply)
      .status(status)
      .headers({ ...EARLY_ERROR_HEADERS, ...hsts })
      .type(JSON_TYPE)
      .send(body);
  };
}

/** What Node's parser refused, as status and Russian message. */
function clientErrorAnswer(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Слишком длинный адрес или заголовки запроса' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'Запрос не пришёл вовремя. Повторите попытку' };
  if (code === 'HPE_URI_TOO_LONG') return { status: 414, message: 'Слишком длинный адрес запроса' };
  return { status: 400, message: 'Некорректный запрос' };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: the raw HTTP answer Node would write, in our shape and with our headers. */
export function clientErrorHandler(config: TrustConfig): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const isHttps = httpsCheck(config);
  return (error, socket) => {
    const code = (error as NodeJS.ErrnoException).code;
    // A reset connection has nobody left to answer.
    if (code === 'ECONNRESET' || socket.destroyed) return;
    const answer = clientErrorAnswer(code);
    const body = JSON.stringify(answer);
    const headers: Record<string, string> = {
      ...EARLY_ERROR_HEADERS,
      ...(isHttps(socket, undefined) ? { 'strict-transport-security': HSTS_HEADER } : {}),
      // Node's ServerResponse adds Date to every routed answer; an origin with a clock owes it on a 4xx too (RFC 9110 §6.6.1).
      date: new Date().toUTCString(),
      'content-type': JSON_TYPE,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    if (socket.writable) {
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`HTTP/1.1 ${answer.status} ${REASONS[answer.status]}\r\n${head}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
