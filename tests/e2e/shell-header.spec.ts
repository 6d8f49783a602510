/**
 * The header (spec §2, §9) as a visitor uses it: desktop navigation with its
 * dropdowns (mouse and keyboard), contacts, the hide-on-scroll rule, and the
 * mobile aside menu behind the burger.
 */
import { DESKTOP, MOBILE, controlledBy, expect, test } from './shell-fixtures.ts';

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
      await expect(panel.getByRole('link', { name: project.name, exact: true })).toHaveAttribute('href', `/projects/${project.slug}`);
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

  test('dropdowns work from the keyboard', async ({ page, shell }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /^Проекты: / });
    const panel = await controlledBy(page, toggle);
    const first = shell.headerProjects.find((p) => p.clickable)!;
    const second = shell.headerProjects.filter((p) => p.clickable)[1];

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
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(70);
    // Give the 20 ms scroll debounce and the slide transition time to act, if they (wrongly) would.
    await page.waitForTimeout(400);
    await expect(header).toBeInViewport({ ratio: 1 });
  });
});

test.describe('mobile aside menu', () => {
  test.use({ viewport: MOBILE });

  test('the burger opens it; «Выбрать недвижимость» entries open new tabs', async ({ page, shell }) => {
    await page.goto('/');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Открыть меню' });
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeHidden();
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true');

    // Projects are open by default, with the promo banner.
    const firstProject = shell.headerProjects.find((p) => p.clickable)!;
    await expect(menu.getByRole('link', { name: firstProject.name, exact: true })).toBeVisible();
    await expect(menu.getByRole('heading', { name: shell.promo.title })).toBeVisible();

    await menu.getByRole('button', { name: 'Выбрать недвижимость' }).click();
    for (const [label, href] of [
      ['Квартиры', '/lots?property_type=flat'],
      ['Апартаменты', '/lots?property_type=apartments'],
      ['Машино-места', '/lots?type=parking'],
      ['Кладовые', '/lots?type=storage'],
      ['Коммерческие помещения', '/lots?type=commercials'],
    ]) {
      const link = menu.getByRole('link', { name: new RegExp(`^${label}(\\s|$)`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    for (const name of ['Коммерция', 'Акции', 'Тендеры', 'Контакты']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Способы покупки', 'О компании']) await expect(menu.getByRole('button', { name })).toBeVisible();

    const [tab] = await Promise.all([page.context().waitForEvent('page'), menu.getByRole('link', { name: /^Кладовые(\s|$)/ }).click()]);
    await expect(tab).toHaveURL(/\/lots\?type=storage$/);
    await tab.close();
    await expect(page, 'the menu page stays where it was').toHaveURL('/');
  });

  test('closes on Escape, on route change and when the screen becomes desktop', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const menu = page.getByRole('dialog', { name: 'Меню' });

    await banner.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Открыть меню' }), 'focus returns to the burger').toBeFocused();

    await banner.getByRole('button', { name: 'Открыть меню' }).click();
    await menu.getByRole('link', { name: 'Акции', exact: true }).click();
    await expect(page).toHaveURL('/promo');
    await expect(menu).toBeHidden();

    // A route change the menu did not start itself (browser back) closes it too.
    await banner.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(menu).toBeHidden();

    await banner.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(menu).toBeHidden();
    await page.setViewportSize(MOBILE);
    await expect(banner.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});
