/**
 * Project lists and project pages end to end: the seeded projects are
 * listed, a filter narrows the list and lands in the URL, a card opens its
 * project, genplan → building → шахматка → lot reaches the lot page, a hash
 * scrolls to its section, the commercial list shows commercial projects and
 * an unknown slug is a 404. Slugs and names come from the API, never from
 * the seed by heart.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';

interface ListedProject {
  id: number;
  slug: string;
  name: string;
  url: string;
  clickable: boolean;
  lots_free: number;
}
interface FacetOption {
  value: string | number | boolean;
  label: string;
  count: number;
}

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

const listed = (request: APIRequestContext, base: 'projects' | 'commercial_projects') =>
  json<{ count: number; results: ListedProject[] }>(request, `/api/${base}/?page_size=60`);

/** A residential project whose page can be opened and whose genplan has a building with free lots. */
async function projectWithGenplan(request: APIRequestContext): Promise<ListedProject> {
  const { results } = await listed(request, 'projects');
  for (const project of results.filter((item) => item.clickable && item.lots_free > 0)) {
    const genplan = await json<{ buildings: Array<{ lots_free: number }> }>(
      request,
      `/api/projects/${project.slug}/genplan/`,
    );
    if (genplan.buildings.some((building) => building.lots_free > 0)) return project;
  }
  throw new Error('no seeded project has a genplan building with free lots');
}

/** Project cards are the articles of the list; their titles are level-3 headings. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

test.beforeEach(async ({ page }) => {
  // The cookie notice (spec §9, 2 s after load) must not cover what the tests click.
  await page.addInitScript(() => window.localStorage.setItem('accept-cookie', 'true'));
});

test.describe('project lists', () => {
  test.use({ viewport: DESKTOP });

  test('/projects lists every seeded residential project with its count', async ({ page, request }) => {
    const { count, results } = await listed(request, 'projects');
    await page.goto('/projects');
    await expect(cardTitles(page)).toHaveCount(results.length);
    await expect(cardTitles(page)).toHaveText(results.map((project) => project.name));
    await expect(page.getByText(new RegExp(`^Найдено ${count}\\s`))).toBeVisible();
  });

  test('a district picked in the filter narrows the list and lands in the URL; Back restores the full list', async ({
    page,
    request,
  }) => {
    const { results } = await listed(request, 'projects');
    const { facets } = await json<{ facets: Record<string, FacetOption[]> }>(request, '/api/projects/facets/');
    const district = facets.district.find((option) => option.count > 0 && option.count < results.length);
    expect(district, 'a district that holds some but not all projects').toBeTruthy();
    const expected = await json<{ results: ListedProject[] }>(
      request,
      `/api/projects/?page_size=60&district=${encodeURIComponent(district!.label)}`,
    );

    await page.goto('/projects');
    await expect(cardTitles(page)).toHaveCount(results.length);
    await page.getByRole('combobox', { name: 'Район' }).click();
    await page.getByRole('option', { name: `${district!.label} (${district!.count})` }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('district')).toBe(district!.label);
    await expect(cardTitles(page)).toHaveText(expected.results.map((project) => project.name));
    await expect(page.getByRole('button', { name: `Убрать фильтр: ${district!.label}` })).toBeVisible();

    await page.goBack();
    await expect(cardTitles(page)).toHaveCount(results.length);
    expect(new URL(page.url()).search).toBe('');
  });

  test('a filter state nothing matches says so and resets', async ({ page, request }) => {
    const { results } = await listed(request, 'projects');
    // No residential project completes in 2000: the API validates the year and answers an empty list.
    await page.goto('/projects?completion_year=2000');
    await expect(page.getByRole('heading', { name: 'Под эти условия не подходит ни один проект' })).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(cardTitles(page)).toHaveCount(results.length);
  });

  test('/projects-commercial/ lists the commercial projects only', async ({ page, request }) => {
    const commercial = await listed(request, 'commercial_projects');
    const residential = await listed(request, 'projects');
    expect(commercial.results.length).toBeGreaterThan(0);
    await page.goto('/projects-commercial/');
    await expect(cardTitles(page)).toHaveText(commercial.results.map((project) => project.name));
    await expect(cardTitles(page).filter({ hasText: residential.results[0].name })).toHaveCount(0);
    // A commercial card opens the commercial project page.
    await cardTitles(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${commercial.results[0].url}$`));
    await expect(page.getByRole('heading', { level: 1, name: commercial.results[0].name })).toBeVisible();
  });
});

test.describe('project page', () => {
  test.use({ viewport: DESKTOP });

  test('a card opens its project: hero with the name and the in-page nav', async ({ page, request }) => {
    const project = (await listed(request, 'projects')).results.find((item) => item.clickable)!;
    await page.goto('/projects');
    await cardTitles(page).filter({ hasText: project.name }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Разделы проекта' });
    await expect(nav.getByRole('link', { name: 'Генплан' })).toHaveAttribute(
      'href',
      `/projects/${project.slug}#genplan`,
    );
    // The hero picture is the LCP: never lazy, with a srcset.
    const hero = page.getByRole('img', { name: project.name, exact: true });
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /\/images\/\?src=.+ 640w/);
  });

  test('the hero, the list above the lots and «Все лоты проекта» say one «в продаже» (decision 031)', async ({
    page,
    request,
  }) => {
    const project = await projectWithGenplan(request);
    await page.goto(`/projects/${project.slug}`);
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const fact = hero
      .locator('dl > div')
      .filter({ has: page.getByText('В продаже', { exact: true }) })
      .locator('dd');
    const heroCount = Number(((await fact.textContent()) ?? '').replace(/\D/g, ''));
    expect(heroCount).toBe(project.lots_free);
    const listLine = page.locator('#lots').getByText(/лот\S*\sв продаже, самые доступные/);
    await expect(listLine).toBeVisible();
    expect(Number(((await listLine.textContent()) ?? '').replace(/\D/g, ''))).toBe(heroCount);
    await hero.getByRole('link', { name: 'Все лоты проекта' }).click();
    await expect(page).toHaveURL(`/lots?project=${project.id}`);
    await expect
      .poll(async () =>
        Number(
          (
            (await page
              .getByText(/^Найдено?\s[\d\s]+лот/)
              .first()
              .textContent()) ?? ''
          ).replace(/\D/g, ''),
        ),
      )
      .toBe(heroCount);
  });

  test('genplan → building → шахматка → lot page', async ({ page, request }) => {
    const project = await projectWithGenplan(request);
    await page.goto(`/projects/${project.slug}`);
    const plan = page.getByRole('group', { name: /^Генплан .+: выберите корпус$/ });
    const building = plan.getByRole('link', { name: /^[^:]+: \d/ }).first();
    const buildingName = (await building.getAttribute('aria-label'))!.split(':')[0];
    await building.click();

    await expect(page).toHaveURL(/\?building=\d+#chessboard$/);
    const grid = page.getByRole('table', { name: new RegExp(`Шахматка: ${buildingName}`) });
    await expect(grid).toBeVisible();
    const lot = grid.getByRole('link', { name: /^Кв\. .+, свободна$/ }).first();
    const href = await lot.getAttribute('href');
    expect(href).toMatch(/^\/lots\/\d+$/);
    await lot.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a building opens from the keyboard too', async ({ page, request }) => {
    const project = await projectWithGenplan(request);
    await page.goto(`/projects/${project.slug}#genplan`);
    const building = page
      .getByRole('group', { name: /^Генплан/ })
      .getByRole('link')
      .first();
    await building.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?building=\d+#chessboard$/);
    await expect(page.getByRole('table', { name: /^Шахматка: / })).toBeVisible();
    // Focus follows to the шахматка: the next Tab reaches its building tabs, not the next outline on the plan.
    await expect(page.locator('#chessboard')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tablist', { name: 'Корпуса' }).getByRole('tab', { selected: true })).toBeFocused();
  });

  test('a second building chosen on the plan scrolls to its шахматка again', async ({ page, request }) => {
    const project = await projectWithGenplan(request);
    await page.goto(`/projects/${project.slug}`);
    const buildings = page.getByRole('group', { name: /^Генплан/ }).getByRole('link');
    await buildings.nth(0).click();
    await expect(page.getByRole('table', { name: /^Шахматка: / })).toBeInViewport();
    // Back up to the plan: the hash stays #chessboard, so only the page itself can scroll down again.
    await page.locator('#genplan').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('genplan')!.scrollIntoView());
    const second = buildings.nth(1);
    const name = (await second.getAttribute('aria-label'))!.split(':')[0];
    await second.click();
    await expect(page.getByRole('table', { name: new RegExp(`^Шахматка: ${name},`) })).toBeInViewport();
  });

  test('/projects/{slug}#progress scrolls to the construction progress', async ({ page, request }) => {
    const { results } = await listed(request, 'projects');
    let slug = '';
    for (const project of results.filter((item) => item.clickable)) {
      const progress = await json<{ count: number }>(request, `/api/projects/${project.slug}/construction-progress/`);
      if (progress.count > 0) {
        slug = project.slug;
        break;
      }
    }
    expect(slug, 'a project with construction reports').not.toBe('');
    await page.goto(`/projects/${slug}#progress`);
    const section = page.locator('#progress');
    await expect(section.getByRole('heading', { level: 2, name: 'Ход строительства' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Smooth scrolling settles with the section's top just under the sticky nav.
    await expect.poll(async () => Math.round((await section.boundingBox())!.y)).toBeLessThan(120);
  });

  test('the documents section lists the project documents as download links', async ({ page, request }) => {
    const project = await projectWithGenplan(request);
    const documents = await json<{ count: number; results: Array<{ title: string; file_url: string }> }>(
      request,
      `/api/documents/project/${project.slug}/`,
    );
    expect(documents.count).toBeGreaterThan(0);
    await page.goto(`/projects/${project.slug}#documents`);
    const section = page.locator('#documents');
    await expect(section.getByRole('heading', { level: 2, name: 'Документы' })).toBeVisible();
    const first = documents.results[0];
    await expect(
      section.getByRole('link', { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toHaveAttribute('href', first.file_url);
  });

  test('/projects/no-such is the 404 page', async ({ page }) => {
    const response = await page.goto('/projects/no-such');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Страницы не существует.')).toBeVisible();
  });
});

test.describe('project page on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the page never scrolls sideways; the шахматка does', async ({ page, request }) => {
    const project = await projectWithGenplan(request);
    await page.goto(`/projects/${project.slug}`);
    await page
      .getByRole('link', { name: /^Корпус/ })
      .filter({ hasText: /\d\sсвободн/ })
      .first()
      .click();
    const scroller = page.getByRole('region', { name: /^Шахматка: .+, прокрутка по горизонтали$/ });
    await expect(scroller).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const grid = await scroller.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
    expect(grid.scroll).toBeGreaterThanOrEqual(grid.client);
  });
});
