import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml-text';

/** XML 1.0 §2.2 `Char`, written out independently of the implementation. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

describe('escapeXml', () => {
  it('writes the five specials as entities', () => {
    expect(escapeXml(`ЖК «Сад & <Дом>» "1" '2'`)).toBe('ЖК «Сад &amp; &lt;Дом&gt;» &quot;1&quot; &apos;2&apos;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps every allowed character of the BMP as it is and drops every forbidden one', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      // A lone surrogate is no character at all; XML has no way to carry it.
      const allowed = isXmlChar(code) && (code < 0xd800 || code > 0xdfff);
      expect(escapeXml(`a${char}b`), `U+${code.toString(16)}`).toBe(allowed ? `a${ENTITIES[char] ?? char}b` : 'ab');
    }
  });

  it('keeps characters beyond the BMP (surrogate pairs) and drops unpaired halves', () => {
    expect(escapeXml('дом 🏠 & сад')).toBe('дом 🏠 &amp; сад');
    expect(escapeXml('\uD83C')).toBe('');
    expect(escapeXml('x\uDFE0y\uD83C\uDFE0')).toBe('xy🏠');
  });

  it('keeps tab, line feed and carriage return, drops the other control characters', () => {
    expect(escapeXml('a\tb\nc\rd\u0000e\u0007f\u001Fg\u007F')).toBe('a\tb\nc\rdefg\u007F');
  });
});
