import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlset, splitIntoParts, SITEMAP_URL_LIMIT } from './sitemap-xml';
import { escapeXml } from '../xml-text';

const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    path: `/lots/${i + 1}`,
    lastmod: `2026-0${(i % 9) + 1}-01T00:00:00.000Z`,
  }));

describe('splitIntoParts', () => {
  it('splits past the limit into numbered parts of at most the limit', () => {
    const parts = splitIntoParts('lots', entries(7), 3);
    expect(parts.map((part) => [part.name, part.entries.length])).toEqual([
      ['lots-1', 3],
      ['lots-2', 3],
      ['lots-3', 1],
    ]);
    expect(parts[1].entries[0].path).toBe('/lots/4');
  });

  it('keeps exactly the limit in one part and makes none for no entries', () => {
    expect(splitIntoParts('pages', entries(3), 3)).toHaveLength(1);
    expect(splitIntoParts('pages', [], 3)).toEqual([]);
  });

  it('uses the protocol limit of 50 000 by default', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(splitIntoParts('lots', entries(50_001)).map((part) => part.entries.length)).toEqual([50_000, 1]);
  });

  it('stamps each part with its newest lastmod', () => {
    const [first] = splitIntoParts(
      'lots',
      [
        { path: '/a', lastmod: '2026-03-01T00:00:00Z' },
        { path: '/b', lastmod: '2026-05-01T10:00:00+03:00' },
        { path: '/c' },
      ],
      10,
    );
    expect(first.lastmod).toBe('2026-05-01T07:00:00.000Z');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => splitIntoParts('lots', entries(2), 0)).toThrow(RangeError);
  });
});

describe('XML', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('renders a urlset with absolute, escaped addresses and optional lastmod', () => {
    const xml = renderUrlset(
      [{ path: '/news/a?x=1&y=2' }, { path: '/lots/5', lastmod: '2026-01-01T00:00:00.000Z' }],
      'https://severin-dev.ru',
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://severin-dev.ru/news/a?x=1&amp;y=2</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://severin-dev.ru/lots/5</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.getElementsByTagName('url')).toHaveLength(2);
  });

  it('renders the index pointing at /sitemaps/{name}.xml', () => {
    const xml = renderSitemapIndex([{ name: 'lots-2', lastmod: null }], 'https://severin-dev.ru');
    expect(xml).toContain('<sitemap><loc>https://severin-dev.ru/sitemaps/lots-2.xml</loc></sitemap>');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});
