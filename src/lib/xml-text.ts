/**
 * Text made safe for XML 1.0, shared by the sitemap and the listing feeds.
 * Characters XML 1.0 forbids are dropped (control characters other than tab,
 * line feed and carriage return, lone surrogates, U+FFFE and U+FFFF): a
 * parser refuses the whole document for one of them, and an editor's pasted
 * text or a CRM import can carry them. Then all five special characters
 * become entities, as Yandex's feed requirements ask, so the result fits
 * element text and quoted attributes alike.
 */

/** Everything outside XML 1.0's `Char` production; the `u` flag makes a lone surrogate one match. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/**
 * One test answers for the common case, a text with nothing to change (feeds escape millions of
 * values). Without the `u` flag any surrogate matches too, so text beyond the BMP takes the full path.
 */
const NEEDS_WORK = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]|[&<>"']/;

export function escapeXml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML_CHAR, '').replace(SPECIAL, (char) => ENTITIES[char]);
}
