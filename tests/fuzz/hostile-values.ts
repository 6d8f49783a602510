/**
 * Inputs a careless or hostile client sends: wrong types, numbers at and past
 * every limit, injection strings, odd unicode, very long text, structures
 * where scalars belong.
 */
import fc from 'fast-check';

const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '2147483648',
  '0x1F',
  '1_000',
  '1,2,,3',
  ',',
  ',,,',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"a":1}',
  "' OR '1'='1",
  '1; DROP TABLE lots; --',
  "1' UNION SELECT password FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u0000abc',
  '\t\n\r',
  'ё Ж 😀 عربى',
  '\u202Eevil',
  '\uFEFF1',
  'Ａ１',
  '١٢٣',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '*',
  '%',
  '\\',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  'a'.repeat(257),
  'я'.repeat(1001),
  'x'.repeat(20_000),
  // Text no PostgreSQL column can hold (decision 028): U+0000 inside a value, surrogates without their pair.
  'a\u0000b',
  '1\u0000',
  '\ud800',
  '\udc00',
  'x\ud800',
  '\udbffy',
  '\udc00\ud800',
  '😀\ude00',
  'Анна\u0000',
];

const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ minLength: 300, maxLength: 3000 }), weight: 1 },
);

const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

/** Any JSON value, scalars or the structures that should have been scalars. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyScalar, weight: 5 },
  { arbitrary: fc.array(nastyScalar, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.dictionary(nastyString, nastyScalar, { maxKeys: 4 }), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      { __proto__: { polluted: true } },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      [[[[]]]],
    ),
    weight: 1,
  },
);

/** Bodies that are not the JSON they claim to be (or that JSON parsers find hard). */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '}',
  '{"type":',
  '[1,2',
  'nul',
  "{'type':'callback'}",
  '{"a":1,}',
  '\uFEFF{}',
  'undefined',
  'NaN',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"just a string"',
  '42',
  'null',
  '[]',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  '{"a":-}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  `{"a":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_001)}`,
];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A surrogate code unit as the three bytes UTF-8 would give it (CESU-8): what a careless encoder sends. */
const surrogateBytes = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

/** `encodeURIComponent`, but lone surrogates (which it refuses) go out as their CESU-8 percent bytes. */
export function encodeLoose(value: string): string {
  let out = '';
  let from = 0;
  for (const match of value.matchAll(LONE_SURROGATE)) {
    out += encodeURIComponent(value.slice(from, match.index)) + surrogateBytes(match[0].charCodeAt(0));
    from = match.index + 1;
  }
  return out + encodeURIComponent(value.slice(from));
}

/** Raw query fragments no browser would send: bad escapes, empty keys, prototype keys. */
export const RAW_QUERY_JUNK: readonly string[] = [
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '&&&',
  '=x',
  '__proto__=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'limit=1&limit=2&limit=3',
  'page=-1',
  'page=1e6',
  'offset=99999999999',
  'ordering=-price,%27',
  'a[]=1&a[]=2',
  'ids=1,2,3',
  'ids=' + '1,'.repeat(2000),
  'x=' + 'ы'.repeat(3000),
  // U+0000 and surrogates written as UTF-8 (CESU-8): in values, keys and lists.
  'category=a%00b',
  'bank=%00',
  'project=1%00',
  'a%00=1',
  'slug=%ED%A0%80',
  'q=%ED%B0%80x',
  'ids=1,%00,2',
];

/** Path segments no browser would send: U+0000 and surrogates as UTF-8 bytes, alone and inside a name. */
export const RAW_PATH_JUNK: readonly string[] = ['%00', 'a%00b', '1%00', '%00.png', '%ED%A0%80', 'x%ED%B0%80'];
