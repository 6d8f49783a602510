/**
 * Sitemap protocol (sitemaps.org) as pure functions: one
 * `<urlset>` per part, the `<sitemapindex>` and the split into parts of at
 * most 50 000 addresses (the protocol's limit; 20 000 seeded lots fit one).
 */
import { escapeXml } from '../xml-text';

export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Path on the site (`/lots/12`) or an absolute address. */
  path: string;
  /** ISO date-time of the last change; omitted when unknown. */
  lastmod?: string | null;
}

export interface SitemapPart {
  /** `lots-1`, `lots-2`… — the file is `/sitemaps/{name}.xml`. */
  name: string;
  entries: SitemapEntry[];
  /** The newest `lastmod` of the part, for the index. */
  lastmod: string | null;
}

/** The newest of ISO strings (they sort as text only when in one format, so compare as dates). */
function newest(dates: readonly (string | null | undefined)[]): string | null {
  let best: number | null = null;
  for (const date of dates) {
    const time = date ? Date.parse(date) : Number.NaN;
    if (!Number.isNaN(time) && (best === null || time > best)) best = time;
  }
  return best === null ? null : new Date(best).toISOString();
}

/** `lots` with 120 001 entries and the default limit → `lots-1`, `lots-2`, `lots-3`; none for no entries. */
export function splitIntoParts(
  section: string,
  entries: readonly SitemapEntry[],
  limit = SITEMAP_URL_LIMIT,
): SitemapPart[] {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`sitemap part limit must be a positive integer, got ${limit}`);
  const parts: SitemapPart[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    const slice = entries.slice(start, start + limit);
    parts.push({
      name: `${section}-${parts.length + 1}`,
      entries: slice,
      lastmod: newest(slice.map((entry) => entry.lastmod)),
    });
  }
  return parts;
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;

export function renderUrlset(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(absolute(entry.path, origin))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderSitemapIndex(parts: readonly Pick<SitemapPart, 'name' | 'lastmod'>[], origin: string): string {
  const items = parts.map((part) => {
    const lastmod = part.lastmod ? `<lastmod>${escapeXml(part.lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${part.name}.xml`, origin))}</loc>${lastmod}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}
