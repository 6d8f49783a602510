/**
 * The little XML the listing feeds need, written as text: an element is a
 * string, a feed is a stream of strings. No DOM and no builder library: a
 * feed of 200 000 lots must never exist as one document in memory, and
 * string concatenation of small pieces is the fastest thing Node does.
 *
 * Text and attribute values go through `escapeXml` (src/lib/xml-text.ts:
 * forbidden characters dropped, the five entities written). An empty value
 * writes no element at all: both sites refuse empty tags where a value is
 * expected.
 */
import { Readable } from 'node:stream';
import { escapeXml } from '../../../src/lib/xml-text.ts';

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export type XmlValue = string | number | boolean | null | undefined;

/** Numbers as plain decimals (no exponent, no grouping); anything not finite is no value. */
function valueText(value: XmlValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return escapeXml(value);
}

function attributes(attrs: Record<string, XmlValue> | undefined): string {
  if (!attrs) return '';
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    const text = valueText(value);
    if (text !== '') out += ` ${name}="${text}"`;
  }
  return out;
}

/** `<name>value</name>`, or nothing when the value is empty. */
export function leaf(name: string, value: XmlValue, attrs?: Record<string, XmlValue>): string {
  const text = valueText(value);
  return text === '' ? '' : `<${name}${attributes(attrs)}>${text}</${name}>`;
}

/** `<name>children</name>`, or nothing when every child is empty. */
export function node(name: string, children: readonly string[], attrs?: Record<string, XmlValue>): string {
  const inner = children.join('');
  return inner === '' ? '' : `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

/**
 * The items rendered `size` at a time, one string per group: the unit the
 * response stream writes. Lazy: an item is rendered only when the stream
 * asks for the group it belongs to.
 */
export function* renderedInGroups<T>(items: Iterable<T>, size: number, render: (item: T) => string): Generator<string> {
  let group: string[] = [];
  for (const item of items) {
    const text = render(item);
    if (text !== '') group.push(text);
    if (group.length >= size) {
      yield group.join('\n') + '\n';
      group = [];
    }
  }
  if (group.length > 0) yield group.join('\n') + '\n';
}

/**
 * A byte stream over lazily produced text. Not object mode: the stream
 * buffers by bytes (16 kB), so it asks the generator for the next group only
 * once the previous one has been taken by the socket or the compressor —
 * memory stays at a group or two whatever the feed's length.
 */
export function xmlStream(parts: Iterable<string>): Readable {
  return Readable.from(parts, { objectMode: false });
}
