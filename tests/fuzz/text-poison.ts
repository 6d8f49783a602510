/**
 * Text no PostgreSQL column can hold (decision 028) in an otherwise
 * well-formed request: one JSON body string, one query value or one path
 * parameter gets U+0000 or a surrogate without its pair. Every such request
 * must be refused with a 400 naming a field; before the text-hygiene hook,
 * those that reached PostgreSQL answered 500 and random fuzzing rarely built
 * one valid enough to get there.
 */
import fc from 'fast-check';
import { requestOf, type FuzzRequest } from './fuzz-request.ts';
import { encodeLoose } from './hostile-values.ts';
import type { Operation } from './openapi-operations.ts';
import type { KnownValues } from './schema-values.ts';

/** As JSON carries it. A URL carries only U+0000: no decoder makes a surrogate of `%ED%A0%80`. */
const POISONS = ['\u0000', '\ud800', '\udc00', '\udbff\u0000', '😀\ude00'];
const URL_POISON = '%00';

const insertAt = (text: string, poison: string, offset: number) => {
  const at = offset % (text.length + 1);
  return text.slice(0, at) + poison + text.slice(at);
};

/** The value with U+0000 inside, still decodable: a broken escape would keep the whole value raw, poison unread. */
function poisonEncoded(value: string, offset: number): string {
  try {
    // Between characters, not inside an emoji: a lone surrogate in a URL would make the whole value undecodable.
    const characters = [...decodeURIComponent(value)];
    characters.splice(offset % (characters.length + 1), 0, '\u0000');
    return encodeLoose(characters.join(''));
  } catch {
    return `${value.replace(/%/g, '%25')}${URL_POISON}`;
  }
}

type Key = string | number;

function stringLeaves(value: unknown, at: Key[] = [], out: Key[][] = []): Key[][] {
  if (typeof value === 'string') out.push(at);
  else if (value !== null && typeof value === 'object' && at.length < 6) {
    for (const [key, each] of Object.entries(value))
      stringLeaves(each, [...at, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

function poisonBody(payload: string | Buffer | undefined, pick: number, poison: string, offset: number): string | null {
  let value: unknown;
  try {
    value = JSON.parse(String(payload));
  } catch {
    return null;
  }
  const leaves = stringLeaves(value);
  if (leaves.length === 0) return null;
  const path = leaves[pick % leaves.length]!;
  if (path.length === 0) return JSON.stringify(insertAt(value as string, poison, offset));
  const parent = path
    .slice(0, -1)
    .reduce<Record<Key, unknown>>((node, key) => node[key] as Record<Key, unknown>, value as Record<Key, unknown>);
  const last = path.at(-1)!;
  parent[last] = insertAt(parent[last] as string, poison, offset);
  return JSON.stringify(value);
}

function poisonQuery(url: string, pick: number, offset: number): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const parts = query.split('&').filter((part) => part.includes('='));
  if (parts.length === 0) return `${path}?${query ? `${query}&` : ''}note=a${URL_POISON}b`;
  const index = pick % parts.length;
  const [name, value] = parts[index]!.split(/=(.*)/s) as [string, string];
  parts[index] = `${name}=${poisonEncoded(value, offset)}`;
  return `${path}?${parts.join('&')}`;
}

function poisonPath(template: string, url: string, pick: number, offset: number): string | null {
  const [path, query] = url.split('?', 2) as [string, string?];
  const shape = template.split('/');
  const segments = path.split('/');
  const params = shape.flatMap((segment, index) => (segment.includes('{') ? [index] : []));
  if (params.length === 0 || segments.length !== shape.length) return null;
  const index = params[pick % params.length]!;
  segments[index] = poisonEncoded(segments[index]!, offset);
  return segments.join('/') + (query === undefined ? '' : `?${query}`);
}

/** A well-formed request of `operation` carrying the poison in one place; the query when nothing else takes it. */
export function poisonedRequest(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      requestOf(operation, known, false),
      fc.constantFrom('body', 'query', 'path'),
      fc.nat(),
      fc.constantFrom(...POISONS),
      fc.nat(60),
    )
    .map(([request, where, pick, poison, offset]) => {
      // Only a JSON body is read before the hook; anything else could be refused for its type first.
      const body = operation.body ? poisonBody(request.payload, pick, poison, offset) : null;
      const base: FuzzRequest = operation.body ? request : { ...request, payload: undefined, headers: {} };
      if (where === 'body' && body !== null) return { ...base, payload: body };
      const path = where === 'path' ? poisonPath(operation.path, request.url, pick, offset) : null;
      return { ...base, url: path ?? poisonQuery(request.url, pick, offset) };
    });
}
