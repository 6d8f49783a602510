/**
 * Readers of a served page for the HTML suites: the prerendered layer beside
 * the empty `#root` (decision 014) and the JSON-LD blocks of the head.
 */
import { expect } from 'vitest';

export type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The layer before the empty `#root`; '' when there is none. `#root` itself stays empty for `createRoot`. */
export function prerenderedLayer(html: string): string {
  expect(html, 'empty #root').toContain('<div id="root"></div>');
  return /<body>\s*(<div id="prerendered"[\s\S]*?)<div id="root">/.exec(html)?.[1] ?? '';
}

export function jsonLdBlocks(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Ld);
}
