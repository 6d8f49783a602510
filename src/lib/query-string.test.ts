import { describe, expect, it } from 'vitest';
import { buildQuery, parseQuery, parseScalar } from './query-string';

describe('parseQuery (spec §2)', () => {
  it('turns comma-separated values into arrays', () => {
    expect(parseQuery('rooms=1,2,3&project=alpha,beta')).toEqual({ rooms: [1, 2, 3], project: ['alpha', 'beta'] });
  });

  it('turns true/false into booleans and numerals into numbers', () => {
    expect(parseQuery('?balcony=true&discount=false&price_min=12.5&floor=-1')).toEqual({
      balcony: true,
      discount: false,
      price_min: 12.5,
      floor: -1,
    });
  });

  it('keeps words and leading-zero numbers as strings', () => {
    expect(parseQuery('property_type=flat&number=007')).toEqual({ property_type: 'flat', number: '007' });
    expect(parseScalar('1e3')).toBe('1e3');
  });

  it('joins repeated keys like a comma list', () => {
    expect(parseQuery('rooms=1&rooms=2')).toEqual({ rooms: [1, 2] });
  });

  it('drops empty parts inside a list', () => {
    expect(parseQuery('rooms=1,,2,')).toEqual({ rooms: [1, 2] });
  });
});

describe('buildQuery (spec §2)', () => {
  it('drops empty, null and undefined values and empty arrays', () => {
    expect(buildQuery({ a: '', b: null, c: undefined, d: [], e: 0, f: false })).toBe('e=0&f=false');
  });

  it('joins arrays with commas, readable in shared links', () => {
    expect(buildQuery({ rooms: [1, 2, 3], type: 'parking' })).toBe('rooms=1,2,3&type=parking');
  });

  it('encodes values but keeps commas', () => {
    expect(buildQuery({ q: 'ЖК Северный, дом 1' })).toBe(
      `q=${encodeURIComponent('ЖК Северный').replace(/%2C/g, ',')},${encodeURIComponent(' дом 1')}`,
    );
  });

  it('round-trips with parseQuery', () => {
    const query = { rooms: [0, 1], price_max: 45.5, balcony: true, project: 'severny' };
    expect(parseQuery(buildQuery(query))).toEqual(query);
  });
});
