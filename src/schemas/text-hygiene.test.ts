import { describe, expect, it } from 'vitest';
import { findInvalidText, hasInvalidText } from './text-hygiene.ts';

describe('hasInvalidText', () => {
  it('finds U+0000 and surrogates without their pair', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      'x\ud800',
      '\ud800y',
      '\udc00',
      'a\udfffb',
      '\ud83d\ud83d\ude00',
      '\ud83d\ude00\ude00',
    ]) {
      expect(hasInvalidText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('passes ordinary text, emoji pairs and other control characters', () => {
    for (const text of ['', 'Анна', '😀', 'a😀b', '\t\n\r\u0001\u007f', 'ё Ж عربى', '\uFEFF', '\uFFFD']) {
      expect(hasInvalidText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findInvalidText', () => {
  it('gives the path of the first bad string, [] for the value itself, null when clean', () => {
    expect(findInvalidText('a\u0000')).toEqual([]);
    expect(findInvalidText({ name: 'Анна', comment: 'x\ud800' })).toEqual(['comment']);
    expect(findInvalidText({ a: 'x\u0000', b: 'y\u0000' })).toEqual(['a']);
    expect(findInvalidText({ files: ['ok', 'bad\udc00'] })).toEqual(['files', 1]);
    expect(findInvalidText({ lead: { nested: [{ text: '\u0000' }] } })).toEqual(['lead', 'nested', 0, 'text']);
    expect(findInvalidText({ name: 'Анна', lot: 5, consent: true, extra: null })).toBeNull();
    expect(findInvalidText(42)).toBeNull();
  });

  it('reports a bad key at its parent, never the key itself', () => {
    expect(findInvalidText({ 'a\u0000': 1 })).toEqual([]);
    expect(findInvalidText({ meta: { '\ud800': 'x' } })).toEqual(['meta']);
  });

  it('leaves raw bytes (a posted lots file) to their reader instead of walking them byte by byte', () => {
    // Walked as an object, 50 million entries would not finish within the test's time.
    const bytes = new Uint8Array(50_000_000);
    expect(findInvalidText(bytes)).toBeNull();
    expect(findInvalidText({ file: bytes, name: 'x\u0000' })).toEqual(['name']);
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findInvalidText(deep)).toHaveLength(200_000);
  });
});
