/**
 * The mobile/aside menu of spec §2 behind the header burger: its entries
 * (the «Выбрать недвижимость» ones open new tabs) and when it closes (Escape,
 * route change, the screen becoming laptop or desktop).
 */
import { DESKTOP, MOBILE, expect, test } from './shell-fixtures.ts';

test.describe('mobile aside menu', () => {
  test.use({ viewport: MOBILE });

  test('the burger opens it; «Выбрать недвижимость» entries open new tabs', async ({ page, shell }) => {
    await page.goto('/');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Открыть меню' });
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeHidden();
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

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
    for (const name of ['Способы покупки', 'О компании'])
      await expect(menu.getByRole('button', { name })).toBeVisible();

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      menu.getByRole('link', { name: /^Кладовые(\s|$)/ }).click(),
    ]);
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
