/**
 * Query rules of spec §2: comma-separated values become arrays, true/false
 * booleans, numerals numbers; building drops empty and null values and joins
 * arrays with commas.
 */

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | QueryScalar[];
export type ParsedQuery = Record<string, QueryValue>;
export type QueryInput = Record<string, QueryValue | null | undefined | readonly QueryScalar[]>;

const NUMERAL = /^-?(?:\d+|\d*\.\d+)$/;

export function parseScalar(raw: string): QueryScalar {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  // Leading zeros (a lot number like 007) stay strings so nothing is lost.
  if (NUMERAL.test(raw) && !/^-?0\d/.test(raw)) return Number(raw);
  return raw;
}

export function parseQuery(search: string | URLSearchParams): ParsedQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: ParsedQuery = {};
  for (const key of new Set(params.keys())) {
    const raw = params.getAll(key).join(',');
    if (raw.includes(',')) {
      out[key] = raw
        .split(',')
        .filter((part) => part !== '')
        .map(parseScalar);
    } else {
      out[key] = parseScalar(raw);
    }
  }
  return out;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Builds `a=1&b=x,y` (no leading `?`); commas stay readable in shared links. */
export function buildQuery(query: QueryInput): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (isEmpty(value)) continue;
    const text = Array.isArray(value)
      ? value
          .filter((item) => !isEmpty(item))
          .map(String)
          .join(',')
      : String(value);
    if (text === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text).replace(/%2C/g, ',')}`);
  }
  return parts.join('&');
}
