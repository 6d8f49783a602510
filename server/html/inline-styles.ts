/**
 * The entry stylesheet goes inline into every page (decision 016). Linked, it
 * is render-blocking: on a phone over a slow network the first paint waits
 * one more round trip for ~4 kB of CSS (Lighthouse: «Eliminate render-blocking
 * resources», 300–450 ms). Inline, the server's prerendered text and the hero
 * paint as soon as the HTML and the fonts are there.
 *
 * The CSP keeps `style-src` free of 'unsafe-inline': each inlined sheet is
 * admitted by its SHA-256 hash, computed here from the same bytes at start-up
 * (`security.ts` adds `hashes`). Read once per build folder; a build made
 * while the server runs is picked up by a restart, like the template itself.
 * The stylesheet file stays in the build for the service worker's precache.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface InlineStyles {
  /** CSP sources of the inlined sheets: `'sha256-…'`. */
  hashes: string[];
  /** The template with each entry stylesheet link replaced by its `<style>`. */
  inline(template: string): string;
}

/** What `vite build` writes for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

const byDist = new Map<string, InlineStyles>();

export function entryStyles(distDir: string): InlineStyles {
  const known = byDist.get(distDir);
  if (known) return known;
  const sheets = new Map<string, string>();
  try {
    const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    for (const [, href] of template.matchAll(STYLESHEET_LINK)) {
      const css = readFileSync(path.join(distDir, href!), 'utf8');
      // A sheet that could close the element early is left linked.
      if (!/<\/style/i.test(css)) sheets.set(href!, css);
    }
  } catch {
    // No build yet (pages answer 503), or an unexpected layout: pages keep their links.
  }
  const styles: InlineStyles = {
    hashes: [...sheets.values()].map((css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`),
    inline: (template) =>
      template.replace(STYLESHEET_LINK, (link, href: string) => {
        const css = sheets.get(href);
        return css === undefined ? link : `<style>${css}</style>`;
      }),
  };
  byDist.set(distDir, styles);
  return styles;
}
