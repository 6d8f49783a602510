/**
 * Personal data stays out of the logs (decision 028). A lead's name, phone,
 * e-mail, texts and file names live in the database for the sales team; log
 * lines go to terminals, files and log services with other readers and other
 * retention. Three guards, because no single one sees every way in:
 * - pino `redact` censors whole lead payloads and personal keys wherever a log
 *   call names them (its wildcards reach one level down);
 * - the `err` serializer drops what errors quote: Drizzle writes a failed
 *   query's parameters into its message («Failed query: insert … params: <the
 *   lead as JSON>»), PostgreSQL quotes values in `detail` and `where`; an
 *   error logged alone gets that cleaned message as its line's `msg` too;
 * - `hideLeadValues` masks a lead's own values in free text, such as a CRM
 *   refusal that echoes the lead back (the delivery worker's log lines).
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[скрыто]';

/** Objects that carry a whole lead or form. */
const CONTAINERS = ['payload', 'lead', 'leads', 'body', 'fields', 'form'];
/** Lead fields (src/schemas/leads.ts) and upload names; `message` and `name` only at the top, where they are a lead's. */
const TOP_LEVEL_KEYS = ['name', 'message', 'comment', 'text', 'company', 'inn', 'location', 'city', 'files', 'cv'];
const ANY_LEVEL_KEYS = ['full_name', 'fio', 'phone', 'email', 'file_name', 'filename', 'original_name', 'originalName'];

const REDACT_PATHS: readonly string[] = [
  ...CONTAINERS,
  ...CONTAINERS.map((key) => `*.${key}`),
  ...TOP_LEVEL_KEYS,
  ...ANY_LEVEL_KEYS,
  ...ANY_LEVEL_KEYS.map((key) => `*.${key}`),
];

/** Fields of an error that quote the data it failed on. */
const QUOTING_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  value !== null && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string';

function causeChain(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let at: unknown = error; isErrorLike(at) && chain.length < 10 && !chain.includes(at); at = at.cause)
    chain.push(at);
  return chain;
}

/** Drizzle's «\nparams: a,b,c» (its message is `Failed query: ${query}\nparams: ${params}`), for every error of the chain. */
function withoutParams(text: string, chain: readonly ErrorLike[]): string {
  let out = text;
  for (const error of chain) {
    if (Array.isArray(error.params) && error.params.length > 0)
      out = out.split(`\nparams: ${String(error.params)}`).join(`\nparams: ${REDACTED}`);
  }
  return out;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** pino's standard error shape (type, message and stack with their causes, own fields), minus quoted data. */
function serializeError(error: Error): SerializedError {
  // pino hands over anything logged under `err`; what is not an error goes out as it came.
  if (!isErrorLike(error)) return error as unknown as SerializedError;
  const chain = causeChain(error);
  const out: SerializedError = {
    type: typeof error.constructor === 'function' ? error.constructor.name : error.name,
    message: withoutParams(
      chain
        .map((each) => each.message)
        .filter(Boolean)
        .join(': '),
      chain,
    ),
    stack: withoutParams(chain.map((each) => each.stack ?? '').join('\ncaused by: '), chain),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in out || key === 'cause' || QUOTING_FIELDS.has(key)) continue;
    out[key] = isErrorLike(value) ? serializeError(value) : value;
  }
  return out;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the redaction and the error serializer added (a disabled logger stays off). */
export function withPersonalDataHidden(logger: LoggerOption): LoggerOption {
  if (logger === false) return false;
  const base = logger === true || logger === undefined ? {} : logger;
  const own = Array.isArray(base.redact) ? base.redact : (base.redact?.paths ?? []);
  return {
    ...base,
    redact: { paths: [...own, ...REDACT_PATHS], censor: REDACTED },
    serializers: { ...base.serializers, err: serializeError },
    hooks: {
      ...base.hooks,
      // `log.error(error)` alone makes the error's raw message the line's `msg`: give it the cleaned one.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (isErrorLike(first) && typeof second !== 'string')
          return method.apply(this, [first, serializeError(first).message]);
        return method.apply(this, args);
      },
    },
  };
}

/** What a value may look like inside someone else's text: as is, JSON-escaped, ASCII-escaped, a phone's digits. */
function spellings(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const ascii = json.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const digits = value.replace(/\D/g, '');
  return [value, json, ascii, ...(digits.length >= 7 ? [digits] : [])];
}

/** Payload fields that say nothing about the person. */
const NOT_PERSONAL = new Set(['type', 'idempotency_key', 'site', 'captcha', 'consent', 'date', 'time']);

/** `text` with every personal value of the lead's payload masked. */
export function hideLeadValues(text: string, payload: Readonly<Record<string, unknown>>): string {
  const values = Object.entries(payload)
    .filter(([key, value]) => !NOT_PERSONAL.has(key) && typeof value === 'string' && value.trim().length >= 2)
    .flatMap(([, value]) => spellings((value as string).trim()))
    .sort((a, b) => b.length - a.length);
  return values.reduce((out, value) => out.split(value).join(REDACTED), text);
}
