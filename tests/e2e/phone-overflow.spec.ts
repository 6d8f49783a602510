/**
 * No page of the route table scrolls sideways on a phone (issue 30, item 1):
 * at 320, 375 and 390 px, with favourites and a comparison filled (their
 * screens were 514–520 px wide, the header's icons fell off the screen), and
 * the project page with its шахматка open. One browser context per width,
 * reused for every page. Then what a visitor of those screens needs to see:
 * the header's controls, «Очистить» and the cards inside the screen, and a
 * шахматка wider than the screen saying that it scrolls (item 11).
 *
 * The page's width is compared with the width asked for, not with
 * `innerWidth`: a mobile browser zooms a too-wide page out, and `innerWidth`
 * grows with it (520 px for the 520 px page).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../../src/lib/routes.ts';
import { samplePath, type Samples } from './helpers/samples.ts';
import { expect, pageRendered, setLegacyCookieFlag, test } from './shell-fixtures.ts';

const WIDTHS = [320, 375, 390] as const;

// Every page of the table at one width: ~50 loads on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

function pathFor(route: RouteDef, samples: Samples, saved: readonly number[]): string {
  return route.name === 'print' ? `/print?ids=${saved.join(',')}` : samplePath(route, samples);
}

interface SavedLots {
  /** Favourites and comparison hold the same lots: flats, an apartment and commercial premises, so both tabs have cards. */
  ids: number[];
}

/** Fills this visitor's favourites and comparison through the API (the page's cookies and CSRF token). */
async function saveLots(page: Page): Promise<SavedLots> {
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(csrf, 'the page got a csrftoken cookie').toBeTruthy();
  const ids: number[] = [];
  for (const query of [
    'apartments/?property_type=flat&status=free&page_size=2',
    'apartments/?property_type=apartments&page_size=1',
    'commercials/?page_size=2',
  ]) {
    const { results } = (await (await page.request.get(`/api/${query}`)).json()) as { results: Array<{ id: number }> };
    ids.push(...results.map((lot) => lot.id));
  }
  expect(ids.length, 'the seed has flats, apartments and commercial lots').toBeGreaterThanOrEqual(4);
  for (const id of ids) {
    for (const list of ['favorites', 'comparison']) {
      const response = await page.request.post(`/api/${list}/`, {
        data: { property: id },
        headers: { 'x-csrftoken': csrf! },
      });
      expect(response.status(), `${list} ${id}`).toBeLessThan(300);
    }
  }
  return { ids };
}

/** The building of the sample project with the most flats across (the widest шахматка). */
async function widestBuilding(page: Page, project: string): Promise<number> {
  const genplan = (await (await page.request.get(`/api/projects/${project}/genplan/`)).json()) as {
    buildings: Array<{ id: number }>;
  };
  let best = { id: 0, columns: -1 };
  for (const { id } of genplan.buildings) {
    const detail = (await (await page.request.get(`/api/buildings/${id}/`)).json()) as {
      sections: Array<{ floors: Array<{ lots: unknown[] }> }>;
    };
    const columns = detail.sections.reduce(
      (sum, section) => sum + Math.max(0, ...section.floors.map((floor) => floor.lots.length)),
      0,
    );
    if (columns > best.columns) best = { id, columns };
  }
  return best.id;
}

async function phone(browser: Browser, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await setLegacyCookieFlag(page);
  return { context, page };
}

/** The screen has drawn everything it draws on arrival: the footer (or the print sheets), then the reads and lazy parts. */
async function settled(page: Page, path: string) {
  if (path.startsWith('/print'))
    await expect(page.locator('body')).toHaveAttribute('data-print-ready', 'true', { timeout: 15_000 });
  else await pageRendered(page);
  if (path === '/favorites') await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  if (path === '/compare') await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The document's width and, when it is too wide, the innermost elements that stick out (for the failure message). */
function measure(page: Page, width: number) {
  return page.evaluate((screen) => {
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > screen) {
      // Inside a fixed layer or a scroll box, an element widens nothing; an absolute one escapes the scroll boxes between it and its containing block.
      const clipped = (element: Element) => {
        if (getComputedStyle(element).position === 'fixed') return true;
        let escaping = getComputedStyle(element).position === 'absolute';
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.position === 'fixed') return true;
          if (style.overflowX !== 'visible' && !escaping) return true;
          if (style.position !== 'static') escaping = false;
        }
        return false;
      };
      const sticking = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.getBoundingClientRect().right > screen + 0.5 && !clipped(element),
      );
      for (const element of sticking
        .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
        .slice(0, 3)) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        culprits.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)} px «${text}»`,
        );
      }
    }
    return { scrollWidth, culprits };
  }, width);
}

for (const width of WIDTHS) {
  test(`no page scrolls sideways at ${width} px, with saved lots`, async ({ browser, shell }) => {
    const { context, page } = await phone(browser, width);
    const saved = await saveLots(page);
    const building = await widestBuilding(page, shell.samples.project);
    const paths = [
      ...ROUTES.map((route) => pathFor(route, shell.samples, saved.ids)),
      // The шахматка is drawn once a building is chosen.
      `/projects/${shell.samples.project}?building=${building}#chessboard`,
    ];
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settled(page, path);
      const { scrollWidth, culprits } = await measure(page, width);
      if (scrollWidth > width) tooWide.push(`${path}: ${scrollWidth} px\n    ${culprits.join('\n    ')}`);
    }
    expect(tooWide, `pages wider than a ${width} px screen`).toEqual([]);
    await context.close();
  });
}

test.describe('what a phone shows of the saved lots and the шахматка (390 px)', () => {
  test('favourites and comparison: the header controls, «Очистить» and the cards are inside the screen', async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, 390);
    await saveLots(page);
    const inside = async (what: string, locator: ReturnType<Page['locator']>) => {
      const box = await locator.boundingBox();
      expect(box, `${what} is drawn`).not.toBeNull();
      expect(box!.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${what} ends on the screen`).toBeLessThanOrEqual(390);
    };
    const header = page.getByRole('banner');
    for (const path of ['/favorites', '/compare']) {
      await page.goto(path);
      await settled(page, path);
      await inside(`${path}: burger`, header.getByRole('button', { name: 'Открыть меню' }));
      await inside(`${path}: compare icon`, header.getByRole('link', { name: /^Сравнение/ }));
      await inside(`${path}: phone`, header.getByRole('link', { name: /^Позвонить/ }));
    }

    // /compare is still open: its table, wider than the screen, scrolls inside it and fades at the cut edge.
    const table = page.getByRole('region', { name: /^Таблица сравнения: / });
    await inside('the comparison table', table);
    await expect(table).toHaveAttribute('data-more-end', '');

    await page.goto('/favorites');
    await settled(page, '/favorites');
    await inside('«Очистить»', page.getByRole('button', { name: 'Очистить', exact: true }));
    await inside('the first card', page.getByRole('tabpanel').getByRole('article').first());
    // The tab row is wider than the screen: it scrolls inside it and fades at the cut edge.
    const tabs = page.getByRole('tablist', { name: 'Тип недвижимости' });
    await inside('the tab row', tabs);
    await expect(tabs).toHaveAttribute('data-more-end', '');
    await context.close();
  });

  test("the lot page's breadcrumb shows its whole trail, wrapped, not cut", async ({ browser, shell }) => {
    const { context, page } = await phone(browser, 390);
    await page.goto(`/lots/${shell.samples.lot}`);
    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    const crumbs = trail.getByRole('listitem');
    await expect(crumbs).toHaveCount(4);
    // Nothing of it is hidden in a sideways scroll…
    expect(await trail.getByRole('list').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    // …and every crumb, the project's name included («Северин Марьина Ро» was all a phone showed), is on the screen.
    for (const crumb of await crumbs.all()) {
      const box = (await crumb.boundingBox())!;
      expect(box.x, `«${await crumb.textContent()}» starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `«${await crumb.textContent()}» ends on the screen`).toBeLessThanOrEqual(390);
    }
    await context.close();
  });

  test('a шахматка wider than the screen says it scrolls, and shows its last section when scrolled', async ({
    browser,
    shell,
  }) => {
    const { context, page } = await phone(browser, 390);
    const building = await widestBuilding(page, shell.samples.project);
    await page.goto(`/projects/${shell.samples.project}?building=${building}#chessboard`);
    const region = page.getByRole('region', { name: /прокрутка по горизонтали$/ });
    await expect(region.getByRole('table')).toBeVisible();
    expect(
      await region.evaluate((element) => element.scrollWidth > element.clientWidth),
      'the widest building is wider than a phone',
    ).toBe(true);

    // A keyboard can reach and scroll it; the cut edge fades and a line says why.
    await expect(region).toHaveAttribute('tabindex', '0');
    // The section links above it are cut by the screen too, and fade there the same way.
    await expect(page.getByRole('navigation', { name: 'Разделы проекта' }).getByRole('list')).toHaveAttribute(
      'data-more-end',
      '',
    );
    await expect(region).toHaveAttribute('data-more-end', '');
    await expect(page.getByText('Шахматка шире экрана — листайте её вбок')).toBeVisible();
    expect(await region.evaluate((element) => getComputedStyle(element).maskImage)).toContain('gradient');

    const sections = region.getByRole('columnheader', { name: /^Секция / });
    const last = sections.last();
    const lastBox = async () => (await last.boundingBox())!;
    expect((await lastBox()).x, 'the last section starts off the screen').toBeGreaterThan(390);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect(region).not.toHaveAttribute('data-more-end');
    await expect(region).toHaveAttribute('data-more-start', '');
    const box = await lastBox();
    expect(box.x + box.width, 'scrolled, the last section is on the screen').toBeLessThanOrEqual(390);
    await context.close();
  });
});
