/**
 * The keyboard contract of decision 017, walked with the keyboard alone:
 * the skip link, the header menus, the aside menu and the modal (focus
 * moves in, Tab cycles inside, Escape closes, focus returns to the opener),
 * the catalogue filters (checkboxes, a dropdown, the range slider) and a
 * form that says what is missing. Focus is always visible. Mouse paths and
 * the menus' contents are in the shell-*, catalogue and forms-* specs.
 */
import type { Locator, Page } from '@playwright/test';
import { expectVisibleFocus, focusInside, tabTo } from './helpers/a11y.ts';
import { MSG } from './helpers/forms.ts';
import { DESKTOP, MOBILE, controlledBy, expect, pageRendered, test } from './shell-fixtures.ts';

/** The count above the list («Найдено 1 234 лота» → 1234). */
async function shownCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^Найдено?\s[\d\s]+лот/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Cycles Tab through a dialog more times than it has stops: focus must never leave it. */
async function expectTrapped(page: Page, dialog: Locator, label: string) {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), textarea, [tabindex="0"]')
        .length,
  );
  expect(stops, `${label} has controls`).toBeGreaterThan(1);
  for (let press = 0; press < stops + 2; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `${label}: Tab ${press + 1} stays inside`).toBe(true);
  }
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `${label}: Shift+Tab ${press + 1} stays inside`).toBe(true);
  }
}

test.describe('keyboard on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the skip link comes first, shows on focus and jumps over the header', async ({ page }) => {
    await page.goto('/about');
    await pageRendered(page);
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(skip, 'the skip link');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInside(page.getByRole('main')), 'the next Tab stop is in the content').toBe(true);
    expect(await focusInside(page.getByRole('banner'))).toBe(false);
  });

  test('header: Tab reaches the menus, Space opens, Tab enters, Escape closes and returns focus', async ({
    page,
    shell,
  }) => {
    await page.goto('/');
    await pageRendered(page);
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: 'Северин — на главную' });
    await tabTo(page, logo, { max: 3 });
    await expectVisibleFocus(logo, 'the logo');

    const toggle = header.getByRole('button', { name: /^Проекты: / });
    const panel = await controlledBy(page, toggle);
    const first = shell.headerProjects.find((project) => project.clickable)!;
    await expect(panel.getByRole('link', { name: first.name, exact: true, includeHidden: true })).toBeAttached();
    await tabTo(page, toggle, { max: 5 });
    await expectVisibleFocus(toggle, 'the «Проекты» toggle');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focusInside(panel), 'Tab goes into the open list').toBe(true);
    await expectVisibleFocus(panel.getByRole('link').first(), 'the first project link');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // The next menu along, from the keyboard only.
    const about = header.getByRole('button', { name: /^О компании: / });
    await tabTo(page, about, { max: 8 });
    await page.keyboard.press('Enter');
    const aboutPanel = await controlledBy(page, about);
    await expect(aboutPanel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(aboutPanel).toBeHidden();
    await expect(about).toBeFocused();

    const callback = header.getByRole('button', { name: 'Заказать звонок' });
    await tabTo(page, callback);
    await expectVisibleFocus(callback, '«Заказать звонок»');
  });

  test('the callback dialog: focus moves in, Tab is trapped, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/about');
    await pageRendered(page);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog), 'focus moved into the dialog').toBe(true);
    await expect(dialog.getByRole('textbox', { name: 'Имя', exact: true })).toBeVisible();
    await expectTrapped(page, dialog, 'the callback dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an incomplete form: the submit says why, pressing it marks every field and focuses the first', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/request/' && request.method() === 'POST') posted += 1;
    });
    await page.goto('/about');
    await pageRendered(page);
    await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    const submit = dialog.getByRole('button', { name: 'Перезвоните мне' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription(/^Заполните обязательные поля/);
    await tabTo(page, submit);
    await expectVisibleFocus(submit, 'the submit');
    await page.keyboard.press('Enter');

    const name = dialog.getByRole('textbox', { name: 'Имя', exact: true });
    const phone = dialog.getByRole('textbox', { name: 'Телефон', exact: true });
    await expect(name, 'focus goes to the first invalid field').toBeFocused();
    await expectVisibleFocus(name, 'the invalid name field');
    for (const field of [name, phone]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(MSG.required);
    }
    // The messages are live regions: announced as they appear.
    await expect(dialog.getByRole('alert').filter({ hasText: MSG.required })).toHaveCount(2);
    const consent = dialog.getByRole('checkbox', { name: /Я даю свое согласие/ });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(posted, 'nothing was sent').toBe(0);

    // Fixing a field by keyboard clears its error.
    await page.keyboard.type('Анна');
    await page.keyboard.press('Tab');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('catalogue filters: checkboxes, the project dropdown and the range slider', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    const results = page.getByRole('region', { name: 'Лоты' });
    await expect(results.getByRole('article').first()).toBeVisible();
    const search = () => new URL(page.url()).searchParams;

    // Range slider first, on the whole list: arrows, PageUp, Home and End, each announced and applied.
    await expect.poll(() => shownCount(page)).toBeGreaterThan(0);
    const all = await shownCount(page);
    const lower = page.getByRole('slider', { name: 'Площадь, от' });
    const upper = page.getByRole('slider', { name: 'Площадь, до' });
    await expect(lower).toBeEnabled();
    await lower.focus();
    await expectVisibleFocus(lower, 'the area slider');
    const min = Number(await lower.getAttribute('aria-valuemin'));
    expect(Number(await lower.getAttribute('aria-valuenow'))).toBe(min);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await lower.getAttribute('aria-valuenow'))).toBeGreaterThan(min);
    await expect(lower).toHaveAttribute('aria-valuetext', /м²/);
    await expect.poll(() => search().get('area_min')).not.toBeNull();
    const afterArrow = Number(await lower.getAttribute('aria-valuenow'));
    await page.keyboard.press('PageUp');
    await expect.poll(async () => Number(await lower.getAttribute('aria-valuenow'))).toBeGreaterThan(afterArrow);
    await expect.poll(() => shownCount(page), 'the list follows the slider').toBeLessThan(all);
    await page.keyboard.press('Home');
    await expect(lower).toHaveAttribute('aria-valuenow', String(min));
    await expect.poll(() => search().get('area_min')).toBeNull();
    await expect.poll(() => shownCount(page)).toBe(all);

    await upper.focus();
    const max = Number(await upper.getAttribute('aria-valuemax'));
    await page.keyboard.press('PageDown');
    await expect.poll(async () => Number(await upper.getAttribute('aria-valuenow'))).toBeLessThan(max);
    await expect.poll(() => search().get('area_max')).not.toBeNull();
    await page.keyboard.press('End');
    await expect(upper).toHaveAttribute('aria-valuenow', String(max));
    await expect.poll(() => search().get('area_max')).toBeNull();

    // Checkbox group (before the ranges: Shift+Tab back to it): Space toggles, the URL and the list follow.
    const two = page.getByRole('group', { name: 'Комнат' }).getByRole('checkbox', { name: /^2\s/ });
    await tabTo(page, two, { back: true });
    await expectVisibleFocus(two, 'the rooms checkbox');
    const listed = page.waitForResponse((response) => /\/api\/apartments\/\?.*rooms=2/.test(response.url()));
    await page.keyboard.press('Space');
    await expect(two).toBeChecked();
    await listed;
    await expect.poll(() => search().get('rooms')).toBe('2');

    // Dropdown: arrows open it, Escape closes it; arrows move, Enter picks.
    const project = page.getByRole('combobox', { name: 'Проект', exact: true });
    await project.focus();
    await expectVisibleFocus(project, 'the project dropdown');
    await page.keyboard.press('ArrowDown');
    await expect(project).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(project).toHaveAttribute('aria-expanded', 'false');
    await expect(project).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => search().get('project')).toMatch(/^\d+$/);
    // A multiple choice stays open for more picks; Escape closes it with the pick kept.
    await page.keyboard.press('Escape');
    await expect(project).toHaveAttribute('aria-expanded', 'false');
    await expect(project).toBeFocused();
    expect(search().get('project')).toMatch(/^\d+$/);
  });
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the aside menu: Enter opens it, focus is trapped inside, Escape closes and returns focus to the burger', async ({
    page,
  }) => {
    await page.goto('/');
    await pageRendered(page);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Открыть меню' });
    await tabTo(page, burger);
    await expectVisibleFocus(burger, 'the burger');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect.poll(() => focusInside(menu), 'focus moved into the menu').toBe(true);
    await expectTrapped(page, menu, 'the aside menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('the filters sheet: focus moves in and stays, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/lots?property_type=flat');
    await expect(page.getByRole('region', { name: 'Лоты' }).getByRole('article').first()).toBeVisible();
    const opener = page.getByRole('button', { name: /^Фильтры/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(sheet).toBeVisible();
    await expect.poll(() => focusInside(sheet)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(sheet), 'Shift+Tab from the start wraps inside').toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
