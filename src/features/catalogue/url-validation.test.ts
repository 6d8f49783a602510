/**
 * The zod-free URL rules must match `lotsQuerySchema` value for value: each
 * parameter runs a corpus of raw values (as parseQuery produces them, plus
 * hostile ones) through both and compares success and output.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/query-string';
import { lotsQuerySchema } from '@/schemas/lots';
import { URL_FILTER_KEYS, validateParam } from './url-validation';

const RAW_TEXTS = [
  '',
  ' ',
  'true',
  'false',
  '1',
  '0',
  '-1',
  '2',
  '3',
  '4',
  '4+',
  '4 ',
  'studio',
  'e2',
  'e5',
  'flat',
  'apartments',
  'office',
  'commercials',
  'parking',
  'free',
  'BOOKED',
  'sold',
  'ready',
  '2027-4',
  '2027-5',
  '27-1',
  'price',
  '-price',
  '-area',
  'cheap',
  '12.5',
  '45000000',
  '1e3',
  '10000000001',
  '10000',
  '10001',
  '200',
  '201',
  '-10',
  '-11',
  '3.3',
  '10.5',
  'abc',
  'Москва-река',
  'x'.repeat(101),
  '1,2',
  '2,2,3',
  'flat,apartments',
  'flat,villa',
  'ready,2027-4',
  ',,',
  '007',
  '1,abc',
  'Infinity',
  'NaN',
  '0x1F',
  '+5',
  '5.',
  '.5',
  '-0',
  '1_000',
  '１２',
  Array.from({ length: 51 }, (_, i) => i + 1).join(','),
];
/** What parseQuery makes of each text, plus values a URL cannot produce but a caller might pass. */
const CORPUS: unknown[] = [
  ...RAW_TEXTS.map((text) => parseQuery(new URLSearchParams([['v', text]])).v),
  ...RAW_TEXTS,
  true,
  false,
  0,
  1,
  2.5,
  -3,
  [],
  [1, 2],
  ['2', 3],
  [true],
  null,
];

describe('URL validation mirrors lotsQuerySchema', () => {
  it('covers exactly the schema filter parameters, in schema order', () => {
    expect(URL_FILTER_KEYS).toEqual(
      Object.keys(lotsQuerySchema.shape).filter((key) => key !== 'page' && key !== 'page_size'),
    );
  });

  it.each(URL_FILTER_KEYS)('%s: same verdict and value as the schema for every corpus value', (key) => {
    const schema = lotsQuerySchema.shape[key];
    for (const value of CORPUS) {
      const expected = schema.safeParse(value);
      const actual = validateParam(key, value);
      const context = `${key} = ${JSON.stringify(value)}`;
      expect(actual?.ok, context).toBe(expected.success);
      if (expected.success && actual?.ok) expect(actual.value, context).toEqual(expected.data);
    }
  });

  it('knows nothing of paging or unknown names', () => {
    expect(validateParam('page', 2)).toBeUndefined();
    expect(validateParam('utm_source', 'x')).toBeUndefined();
    expect(validateParam('__proto__', 'x')).toBeUndefined();
  });
});
