/**
 * One fuzzed request for an operation: path parameters, query, headers and
 * body drawn from the operation's schema, mixed with hostile variants (wrong
 * types, malformed JSON, wrong content type, missing or forged CSRF token).
 */
import fc from 'fast-check';
import type { Operation, Parameter } from './openapi-operations.ts';
import { pathParamNames } from './openapi-operations.ts';
import {
  MALFORMED_JSON,
  RAW_PATH_JUNK,
  RAW_QUERY_JUNK,
  encodeLoose,
  nastyString,
  nastyValue,
} from './hostile-values.ts';
import { schemaValue, type KnownValues } from './schema-values.ts';

export interface FuzzRequest {
  method: Operation['method'] | 'OPTIONS' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which CSRF pair the request carries (the harness fills in the real token). */
  csrf: 'valid' | 'missing' | 'forged' | 'header-only';
}

/** A query or path value as text: arrays comma-joined (spec §7) or repeated, anything else stringified. */
function asText(value: unknown): string | string[] {
  if (Array.isArray(value))
    return value.every((each) => typeof each !== 'object') ? value.map(String) : JSON.stringify(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function parameterValue(parameter: Parameter, known: KnownValues, hostile: boolean): fc.Arbitrary<unknown> {
  if (!hostile) return schemaValue(parameter.schema, known, parameter.name);
  return fc.oneof(
    { arbitrary: schemaValue(parameter.schema, known, parameter.name), weight: 3 },
    { arbitrary: nastyValue, weight: 2 },
  );
}

function queryArbitrary(operation: Operation, known: KnownValues, hostile: boolean): fc.Arbitrary<string> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of query) model[parameter.name] = parameterValue(parameter, known, hostile);
  const values = fc.record(model, { requiredKeys: query.filter((p) => p.required).map((p) => p.name) });
  const joinArrays = fc.boolean();
  const junk = hostile ? fc.option(fc.constantFrom(...RAW_QUERY_JUNK), { freq: 3 }) : fc.constant(null);
  const unknownParameter = hostile ? fc.option(fc.tuple(nastyString, nastyString), { freq: 3 }) : fc.constant(null);
  return fc.tuple(values, joinArrays, junk, unknownParameter).map(([record, join, raw, extra]) => {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(record)) {
      const text = asText(value);
      if (Array.isArray(text) && !join)
        for (const each of text) parts.push(`${encodeLoose(name)}=${encodeLoose(each)}`);
      else parts.push(`${encodeLoose(name)}=${encodeLoose(Array.isArray(text) ? text.join(',') : text)}`);
    }
    if (extra) parts.push(`${encodeLoose(extra[0])}=${encodeLoose(extra[1])}`);
    if (raw) parts.push(raw);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

function pathArbitrary(operation: Operation, known: KnownValues, hostile: boolean): fc.Arbitrary<string> {
  const names = pathParamNames(operation.path);
  const byName = new Map(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const value = (name: string) =>
    parameterValue(byName.get(name) ?? { name, in: 'path', required: true, schema: {} }, known, hostile).map((v) =>
      encodeLoose(String(asText(v))),
    );
  const segment = (name: string) =>
    !hostile
      ? value(name)
      : fc.oneof(
          { arbitrary: value(name), weight: 5 },
          // Escapes a router or a decoder may trip on.
          { arbitrary: fc.constantFrom('%', '%zz', '%2F', '%2e%2e', '..', '%C0%AF', '%E0%A4%A', 'a%20b'), weight: 1 },
          { arbitrary: fc.constantFrom(...RAW_PATH_JUNK), weight: 1 },
        );
  return fc
    .tuple(...names.map(segment))
    .map((segments) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, () => segments[index]!), operation.path),
    );
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

/** JSON bodies from the schema (some broken on purpose), then foreign encodings. */
function bodyArbitrary(operation: Operation, known: KnownValues, hostile: boolean): fc.Arbitrary<Body> {
  const fromSchema = operation.body ? schemaValue(operation.body, known) : nastyValue;
  if (!hostile && operation.body)
    return fromSchema.map((value): Body => ({ payload: JSON.stringify(value), contentType: JSON_TYPE }));
  const mutated = fc
    .tuple(fromSchema, fc.option(fc.tuple(nastyString, nastyValue), { freq: 3 }), fc.nat(20))
    .map(([value, replace, dropIndex]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      // Now and then a required field goes missing or one field gets a value of the wrong kind.
      if (dropIndex < keys.length && dropIndex % 3 === 0) delete copy[keys[dropIndex]!];
      if (replace) copy[keys.length && dropIndex % 2 ? keys[dropIndex % keys.length]! : replace[0]] = replace[1];
      return copy;
    });
  const json = fc.oneof(
    { arbitrary: fromSchema, weight: 3 },
    { arbitrary: mutated, weight: 3 },
    { arbitrary: nastyValue, weight: 1 },
  );
  return fc.oneof(
    {
      arbitrary: json.map((value): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: JSON_TYPE })),
      weight: 10,
    },
    {
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload): Body => ({ payload, contentType: JSON_TYPE })),
      weight: 2,
    },
    { arbitrary: fc.constant<Body>({}), weight: 1 },
    { arbitrary: fc.constant<Body>({ payload: '', contentType: JSON_TYPE }), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          json,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
            'application/json; charset=koi8-r',
            'application/json; charset=utf-16',
            'application/octet-stream',
            'application/vnd.api+json',
            ';;;',
            'text/html; charset=utf-8',
          ),
        )
        .map(([value, contentType]): Body => ({ payload: JSON.stringify(value) ?? '', contentType })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.uint8Array({ maxLength: 2048 }),
          fc.constantFrom('a.pdf', 'a\u0000b.pdf', '\u0000', "*=utf-8''%ED%A0%80.pdf"),
        )
        .map(([bytes, name]): Body => ({
          payload: Buffer.concat([
            Buffer.from(`--x\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n`),
            Buffer.from(
              `--x\r\nContent-Disposition: form-data; name="file"; filename${name.startsWith('*') ? name : `="${name}"`}\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from('\r\n--x--\r\n'),
          ]),
          contentType: 'multipart/form-data; boundary=x',
        })),
      weight: 2,
    },
  );
}

const headerVariants = fc.option(
  fc.record(
    {
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', 'garbage/;;', ''),
      'if-none-match': fc.constantFrom('"abc"', 'W/"x"', '*', '"' + 'a'.repeat(500) + '"'),
      'x-forwarded-for': fc.constantFrom('not-an-ip', '1.2.3.4, 5.6.7.8', '::1', '999.999.999.999', ''),
      'accept-language': fc.constantFrom('ru', 'en-US,en;q=0.5', '*;q=abc'),
    },
    { requiredKeys: [] },
  ),
  { nil: {}, freq: 2 },
);

/** Half the requests are well-formed (they reach the handlers), half hostile in every part. */
export function fuzzRequest(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.boolean().chain((hostile) => requestOf(operation, known, hostile));
}

export function requestOf(operation: Operation, known: KnownValues, hostile: boolean): fc.Arbitrary<FuzzRequest> {
  const csrf = !hostile
    ? fc.constant<FuzzRequest['csrf']>(operation.unsafe ? 'valid' : 'missing')
    : operation.unsafe
      ? fc.constantFrom<FuzzRequest['csrf']>('valid', 'valid', 'valid', 'missing', 'forged', 'header-only')
      : fc.constant<FuzzRequest['csrf']>('missing');
  const body = operation.unsafe ? bodyArbitrary(operation, known, hostile) : fc.constant<Body>({});
  const headers = hostile ? headerVariants : fc.constant({});
  return fc
    .tuple(pathArbitrary(operation, known, hostile), queryArbitrary(operation, known, hostile), headers, body, csrf)
    .map(([path, query, headers, { payload, contentType }, csrfMode]) => ({
      method: operation.method,
      url: `${path}${query}`,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
      csrf: csrfMode,
    }));
}
