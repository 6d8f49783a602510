/**
 * Address of one sitemap part: `/sitemaps/{section}-{n}.xml` (decision 014).
 * Shared by the server route and the tests; a part past the last one is a
 * 404, a malformed name a 400.
 */
import { z } from 'zod';

export const SITEMAP_SECTIONS = ['pages', 'projects', 'lots', 'articles'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

const PART_RE = /^(pages|projects|lots|articles)-([1-9]\d{0,5})\.xml$/;

export const sitemapPartParamsSchema = z.object({
  file: z
    .string()
    .max(40)
    .regex(PART_RE, { error: 'Часть карты сайта называется «раздел-номер.xml», например lots-1.xml' }),
});

export interface SitemapPartName {
  section: SitemapSection;
  /** 1-based. */
  number: number;
}

export function parseSitemapPart(file: string): SitemapPartName | null {
  const match = PART_RE.exec(file);
  return match ? { section: match[1] as SitemapSection, number: Number(match[2]) } : null;
}
