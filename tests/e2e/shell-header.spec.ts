/**
 * The desktop header (spec §2, §9) as a visitor uses it: navigation with its
 * dropdowns (mouse and keyboard), contacts, compare on the test stage and the
 * hide-on-scroll rule. The mobile menu: shell-aside-menu.spec.ts.
 */
import { DESKTOP, controlledBy, expect, pageRendered, test } from './shell-fixtures.ts';
import { hydrated } from './helpers/hydrated-page.ts';

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('logo, links, phone, hours and the compare icon of the test stage', async ({ page, shell }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Основное меню' });

    for (const [name, href] of [
      ['Проекты', '/projects'],
      ['Выбрать недвижимость', '/lots'],
      ['О компании', '/about'],
      ['Способы покупки', '/purchase/mortgage'],
      ['Акции', '/promo'],
      ['Коммерция', '/projects-commercial/'],
      ['Тендеры', '/tenders/'],
      ['Контакты', '/contacts'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);
    }

    const phone = header.getByRole('link', { name: shell.info.media.phone, exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:+${shell.info.media.phone.replace(/\D/g, '')}`);
    await expect(header.getByText('Ежедневно с 9:00 до 21:00', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/favorites');
    // 127.0.0.1 is not the production host: a test stage shows compare.
    await expect(header.getByRole('link', { name: 'Сравнение' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Открыть меню' }), 'no burger on desktop').toBeHidden();

    await nav.getByRole('link', { name: 'Контакты', exact: true }).click();
    await expect(page).toHaveURL('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await nav.getByRole('link', { name: 'Выбрать недвижимость', exact: true }).click();
    await expect(page).toHaveURL('/lots');
    await nav.getByRole('link', { name: 'Способы покупки', exact: true }).click();
    await expect(page).toHaveURL('/purchase/mortgage');
    await header.getByRole('link', { name: 'Сравнение' }).click();
    await expect(page, 'the guard lets the test stage in').toHaveURL('/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Сравнение' })).toBeVisible();
    await header.getByRole('link', { name: 'Северин — на главную' }).click();
    await expect(page).toHaveURL('/');
  });

  test('«Проекты» opens on hover with the unfinished projects only', async ({ page, shell }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /^Проекты: / });
    const panel = await controlledBy(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await header.getByRole('link', { name: 'Проекты', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    const clickable = shell.headerProjects.filter((p) => p.clickable && !p.finished);
    const disabled = shell.headerProjects.filter((p) => !p.clickable && !p.finished);
    expect(clickable.length, 'the seed has clickable projects').toBeGreaterThan(0);
    for (const project of clickable) {
      await expect(panel.getByRole('link', { name: project.name, exact: true })).toHaveAttribute(
        'href',
        `/projects/${project.slug}`,
      );
    }
    for (const project of disabled) {
      await expect(panel.getByText(project.name, { exact: true })).toHaveAttribute('aria-disabled', 'true');
      await expect(panel.getByRole('link', { name: project.name, exact: true })).toHaveCount(0);
    }
    expect(shell.finishedProjects.length, 'the seed has a finished project').toBeGreaterThan(0);
    for (const name of shell.finishedProjects) await expect(panel.getByText(name, { exact: true })).toHaveCount(0);
    const projectLinks = panel.getByRole('link').filter({ hasNotText: 'Все проекты' });
    await expect(projectLinks).toHaveCount(clickable.length);
    await expect(panel.getByRole('link', { name: 'Все проекты' })).toHaveAttribute('href', '/projects');

    // Leaving closes it after the sub-menu delay.
    await page.mouse.move(700, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await header.getByRole('link', { name: 'Проекты', exact: true }).hover();
    await panel.getByRole('link', { name: clickable[0].name, exact: true }).click();
    await expect(page).toHaveURL(`/projects/${clickable[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: clickable[0].name })).toBeVisible();
  });

  test('a click or a tap on the chevron opens the list (the hover that comes first must not undo it)', async ({
    page,
    browser,
    shell,
  }) => {
    const project = shell.headerProjects.find((p) => p.clickable)!;
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Проекты: / });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle, 'a second click closes it').toHaveAttribute('aria-expanded', 'false');

    // A touch screen wide enough for the full navigation (a tablet in landscape): no hover at all.
    const touch = await browser.newContext({ viewport: { width: 1366, height: 1024 }, hasTouch: true });
    const tablet = await touch.newPage();
    await tablet.goto('/');
    await hydrated(tablet);
    const chevron = tablet.getByRole('banner').getByRole('button', { name: /^Проекты: / });
    const panel = await controlledBy(tablet, chevron);
    await expect(panel.getByRole('link', { name: project.name, exact: true, includeHidden: true })).toBeAttached();
    await chevron.tap();
    await expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: project.name, exact: true }).tap();
    await expect(tablet).toHaveURL(`/projects/${project.slug}`);
    await touch.close();
  });

  test('dropdowns work from the keyboard', async ({ page, shell }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /^Проекты: / });
    const panel = await controlledBy(page, toggle);
    const first = shell.headerProjects.find((p) => p.clickable)!;
    const second = shell.headerProjects.filter((p) => p.clickable)[1];

    // The list comes from the API: wait until it is in the (still closed) panel.
    await expect(panel.getByRole('link', { name: first.name, exact: true, includeHidden: true })).toBeAttached();
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: first.name, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: second.name, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // The about menu: entries of spec §2 with the labels of the site data.
    const aboutToggle = header.getByRole('button', { name: /^О компании: / });
    const aboutPanel = await controlledBy(page, aboutToggle);
    await aboutToggle.focus();
    await page.keyboard.press('Enter');
    const entries = [
      ['О компании', '/about'],
      ['Партнёры', '/partners'],
      ['Сервисы', '/services'],
      ['Новости', '/news'],
      ['Карьера', '/vacancies'],
      ['Стандарты', '/standarts'],
      ['Противодействие коррупции', '/anti-corruption'],
    ];
    expect(shell.info.about.submenu.map((item) => [item.label, item.value])).toEqual(entries);
    await expect(aboutPanel.getByRole('link')).toHaveCount(entries.length);
    for (const [name, href] of entries) {
      await expect(aboutPanel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await aboutPanel.getByRole('link', { name: 'Карьера', exact: true }).press('Enter');
    await expect(page).toHaveURL('/vacancies');
    await expect(aboutPanel, 'following an entry closes the menu').toBeHidden();

    const purchaseToggle = header.getByRole('button', { name: /^Способы покупки: / });
    const purchasePanel = await controlledBy(page, purchaseToggle);
    await header.getByRole('link', { name: 'Способы покупки', exact: true }).hover();
    await expect(purchaseToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(purchasePanel.getByRole('link')).toHaveCount(shell.info.purchase.length);
    for (const method of shell.info.purchase) {
      await expect(purchasePanel.locator(`a[href="/purchase/${method.slug}"]`)).toBeVisible();
    }
  });

  test('hides on scrolling down past 70 px on a project page and returns on scrolling up', async ({ page, shell }) => {
    await page.goto(`/projects/${shell.samples.project}`);
    const header = page.getByRole('banner');
    await pageRendered(page);
    await expect(header).toBeInViewport();
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(70);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -100);
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 200);
    await expect(header).not.toBeInViewport();
    // Keyboard focus brings it back: a hidden header is never focused unseen.
    await header.getByRole('link', { name: 'Северин — на главную' }).focus();
    await expect(header).toBeInViewport();
  });

  test('stays on /about while scrolling down', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await pageRendered(page);
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(70);
    // Give the 20 ms scroll debounce and the slide transition time to act, if they (wrongly) would.
    await page.waitForTimeout(400);
    await expect(header).toBeInViewport({ ratio: 1 });
  });
});
