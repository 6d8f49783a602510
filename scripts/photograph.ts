/**
 * A browser page as a visitor meets it, for the screenshot scripts: a phone
 * is a touch device, the cookie notice is already answered (the picture shows
 * the site, not the banner), fonts and the pictures in view have loaded.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface Viewport {
  width: number;
  height: number;
}

export async function visitorContext(browser: Browser, viewport: Viewport, scale: number): Promise<BrowserContext> {
  const phone = viewport.width < 744;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: scale,
    isMobile: phone,
    hasTouch: phone,
    locale: 'ru-RU',
    reducedMotion: 'reduce',
    // The worker adds nothing to a picture and would outlive the run.
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
  return context;
}

/**
 * Opens `url` and waits until its top `height` pixels (the first screen by
 * default) are drawn; a taller picture is scrolled through first, as a
 * visitor would, so lazy pictures and sections load.
 */
export async function settledPage(
  context: BrowserContext,
  url: string,
  viewport: Viewport,
  height = viewport.height,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  if (height > viewport.height) {
    for (let top = viewport.height; top < height; top += viewport.height / 2) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
  }
  // Lazy pictures out of view (below the fold, or scrolled sideways in a table) never load; the ones in view must have.
  // The viewport's own width: a phone's layout viewport grows with a page wider than the screen.
  await page.waitForFunction(
    ({ width, bottom }) =>
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete || box.top >= bottom || box.bottom <= 0 || box.left >= width || box.right <= 0;
      }),
    { width: viewport.width, bottom: height },
  );
  return page;
}

/** A flat for sale with a plan picture: what a lot page offers at its best. */
export async function sampleFlatId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/apartments/?property_type=flat&page_size=50`);
  const { results } = (await response.json()) as {
    results: Array<{ id: number; plan: string | null; status: string }>;
  };
  const lot = results.find((item) => item.plan && item.status !== 'BOOKED') ?? results[0];
  if (!lot) throw new Error('no lots in the catalogue');
  return lot.id;
}
