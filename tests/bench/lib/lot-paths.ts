/**
 * Every lot page address a server publishes, from its sitemap (lots on sale
 * or booked, at their canonical `/lots/{id}`): a few requests instead of
 * paging the catalogue 60 lots at a time.
 */

const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

export async function allLotPaths(base: string): Promise<string[]> {
  const parts = locs(await text(`${base}/sitemap.xml`)).filter((loc) => /\/sitemaps\/lots-\d+\.xml$/.test(loc));
  const paths: string[] = [];
  // The sitemap names the public origin; the files are asked of this server.
  for (const part of parts)
    paths.push(...locs(await text(`${base}${new URL(part).pathname}`)).map((loc) => new URL(loc).pathname));
  if (paths.length === 0) throw new Error(`${base}/sitemap.xml lists no lot pages`);
  return paths;
}
