/**
 * Per-page `<head>` tags (title, description, canonical, Open Graph, Twitter
 * card) built from the SEO meta of a page. Everything is HTML-escaped: titles
 * and descriptions come from the database and may contain quotes or `<`.
 */
import type { SeoPage } from '../../src/schemas/site.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export interface HeadOptions {
  /** Absolute origin (`https://severin-dev.ru`) that relative image paths are resolved against. */
  publicOrigin: string;
  siteName: string;
  /** Not-found pages and test stages must stay out of search indexes. */
  noindex: boolean;
}

/** Social networks only accept absolute image URLs. */
function absoluteUrl(value: string, origin: string): string {
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}

export function renderHeadTags(meta: SeoPage, options: HeadOptions): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(absoluteUrl(meta.canonical, options.publicOrigin));
  const image = meta.og_image ? escapeHtml(absoluteUrl(meta.og_image, options.publicOrigin)) : null;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    options.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="ru_RU" />',
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    image ? `<meta property="og:image" content="${image}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image ? `<meta name="twitter:image" content="${image}" />` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
