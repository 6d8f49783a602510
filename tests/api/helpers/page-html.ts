/**
 * Readers of a served page for the HTML suites: the JSON-LD blocks of the
 * head. The fake build has no render bundle, so `#root` is empty there; the
 * app's server render has suites of its own (decision 032).
 */
export type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function jsonLdBlocks(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Ld,
  );
}
