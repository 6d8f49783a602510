/**
 * The screen's files named on the boot script (decision 021): the server lists
 * them per page, the boot script links them before the app starts, and Vite's
 * own preloading, run when the router asks for the screen, finds every one and
 * adds no second link; each file is fetched once and the screen draws.
 */
import { test, expect } from '@playwright/test';
import { chunkPath } from './helpers/build-manifest.ts';
import { findSamples, type Samples } from './helpers/samples.ts';

const screenChunk = (screen: string) => chunkPath(`src/app/routes/${screen}.tsx`);

let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

const PAGES: Array<{ name: string; screen: string; path: (samples: Samples) => string }> = [
  { name: 'home', screen: 'home-screen', path: () => '/' },
  { name: 'lot page', screen: 'lot-screen', path: (found) => `/lots/${found.lot}` },
];

for (const { name, screen, path } of PAGES) {
  test(`${name}: the screen's files are linked once, by the boot script, and fetched once`, async ({ page }) => {
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/')) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    const response = await page.goto(path(samples));
    const html = await response!.text();
    const named = /data-screen-preloads="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(named, `${screen} named`).toContain(screenChunk(screen));
    expect(named.some((file) => file.endsWith('.css'))).toBe(true);

    await expect(page.locator('#root h1').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // Matched by the resolved address; the written one tells who added the link: the boot script
    // writes the server's `/assets/…`, Vite's preloading an absolute address.
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link'), (link) => [new URL(link.href, location.href).pathname, link.rel, link.getAttribute('href')]),
    );
    for (const file of named) {
      const linked = links.filter(([href]) => href === file);
      expect(linked, `links to ${file}`).toHaveLength(1);
      expect(linked[0]![1]).toBe(file.endsWith('.css') ? 'stylesheet' : 'modulepreload');
      expect(linked[0]![2], `${file} linked by the boot script`).toBe(file);
      expect(fetched.get(file), `requests for ${file}`).toBe(1);
    }
  });
}
