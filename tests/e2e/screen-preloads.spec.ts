/**
 * The screen's files on a server-rendered page (decisions 021, 032): the
 * site's one stylesheet is in the head, so the page paints styled before any
 * script, and no screen brings a stylesheet of its own (one request, cached
 * for every page); its scripts are named on the boot script, which links
 * them before the app starts; and Vite's own preloading, run when the router
 * asks for the screen, finds every one and adds no second link. Each file is
 * fetched once and the page hydrates.
 */
import { test, expect } from '@playwright/test';
import { chunkCss, chunkPath } from './helpers/build-manifest.ts';
import { hydrated } from './helpers/first-html.ts';
import { findSamples, type Samples } from './helpers/samples.ts';

const screenSource = (screen: string) => `src/app/routes/${screen}.tsx`;

let samples: Samples;

test.beforeAll(async ({ request }) => {
  samples = await findSamples(request);
});

const PAGES: Array<{ name: string; screen: string; path: (samples: Samples) => string }> = [
  { name: 'home', screen: 'home-screen', path: () => '/' },
  { name: 'lot page', screen: 'lot-screen', path: (found) => `/lots/${found.lot}` },
];

for (const { name, screen, path } of PAGES) {
  test(`${name}: the site's one stylesheet is in the head, the screen's scripts linked once by the boot script, each fetched once`, async ({
    page,
  }) => {
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/')) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    const response = await page.goto(path(samples));
    const html = await response!.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const headStyles = Array.from(head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g), (match) => match[1]!);
    // With no CSS per chunk (vite.config.ts) the manifest names the one stylesheet `style.css`.
    expect(headStyles, "the site's one stylesheet").toEqual([chunkPath('style.css')]);
    expect(chunkCss(screenSource(screen)), `${screen} brings no stylesheet of its own`).toEqual([]);
    const named = /data-screen-preloads="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(named, `${screen} named`).toContain(chunkPath(screenSource(screen)));
    expect(
      named.filter((file) => file.endsWith('.css')),
      'stylesheets left to the boot script',
    ).toEqual([]);

    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Matched by the resolved address; the written one tells who added the link: the server and the boot
    // script write `/assets/…`, Vite's preloading an absolute address.
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link'), (link) => [
        new URL(link.href, location.href).pathname,
        link.rel,
        link.getAttribute('href'),
      ]),
    );
    const stylesheets = links.filter(([, rel]) => rel === 'stylesheet').map(([href]) => href);
    expect(stylesheets, 'no stylesheet added after the first paint').toEqual(headStyles);
    for (const file of [...named, ...headStyles]) {
      const linked = links.filter(([href]) => href === file);
      expect(linked, `links to ${file}`).toHaveLength(1);
      expect(linked[0]![1]).toBe(file.endsWith('.css') ? 'stylesheet' : 'modulepreload');
      expect(linked[0]![2], `${file} linked by the server or the boot script`).toBe(file);
      expect(fetched.get(file), `requests for ${file}`).toBe(1);
    }
  });
}

test("a lot page names the next screens' scripts, links them at idle as modulepreloads, each fetched once", async ({
  page,
}) => {
  const response = await page.goto(`/lots/${samples.lot}`);
  const html = await response!.text();
  const prefetch = /data-prefetch="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const catalogue = chunkPath(screenSource('lots-screen'));
  expect(prefetch, "the catalogue's screen named").toContain(catalogue);
  expect(prefetch, "the page's own screen not named again").not.toContain(chunkPath(screenSource('lot-screen')));
  await hydrated(page);
  // Spec §9: 2000 ms after load, then at idle.
  await expect(page.locator(`link[rel="modulepreload"][href="${catalogue}"]`)).toHaveCount(1, { timeout: 15_000 });
  const fetched = await page.evaluate(
    (file) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(file)).length,
    catalogue,
  );
  expect(fetched, 'fetched once').toBe(1);
});
