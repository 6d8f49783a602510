import { describe, expect, it } from 'vitest';
import { PRINT_LIMIT, parsePrintQuery, printPath } from './print-query';

const parse = (query: string) => parsePrintQuery(new URLSearchParams(query));

describe('parsePrintQuery', () => {
  it('reads one id or a comma list, in order and without repeats', () => {
    expect(parse('id=123')).toEqual({ ok: true, ids: [123] });
    expect(parse('ids=3,1,2,3')).toEqual({ ok: true, ids: [3, 1, 2] });
    expect(parse('ids=4, 5&id=6')).toEqual({ ok: true, ids: [6, 4, 5] });
  });

  it('refuses a missing, malformed or too long list as a whole', () => {
    expect(parse('')).toEqual({ ok: false, reason: 'missing' });
    expect(parse('ids=,')).toEqual({ ok: false, reason: 'missing' });
    for (const query of ['id=abc', 'ids=1,x', 'id=0', 'id=-3', 'id=1.5', 'id=99999999999']) {
      expect(parse(query), query).toEqual({ ok: false, reason: 'invalid' });
    }
    const many = Array.from({ length: PRINT_LIMIT + 1 }, (_, index) => index + 1).join(',');
    expect(parse(`ids=${many}`)).toEqual({ ok: false, reason: 'too-many' });
  });

  it('builds the address back', () => {
    expect(printPath([7])).toBe('/print?id=7');
    expect(printPath([7, 8])).toBe('/print?ids=7,8');
  });
});
