import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { burgerToggled } from '@/entities/menu/menu-slice';
import { renderShell } from '@/entities/site/site-testing';
import { AsideMenu } from './aside-menu';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('AsideMenu', () => {
  afterEach(() => {
    cleanup();
    setWidth(1024);
  });

  function openMenu() {
    setWidth(390);
    const shell = renderShell(<AsideMenu projectsBanner={<p>Баннер акции</p>} />);
    act(() => {
      shell.store.dispatch(burgerToggled(true));
    });
    return shell;
  }

  it('is a labelled modal menu holding focus while open', () => {
    openMenu();
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    expect(dialog.id).toBe('aside-menu');
    expect(document.activeElement).toBe(dialog);
  });

  it('lists the projects with the promo banner in the Проекты submenu', () => {
    openMenu();
    const projects = screen.getByRole('button', { name: 'Проекты' });
    const panel = document.getElementById(projects.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Остоженка 12' }).getAttribute('href')).toBe('/projects/ostozhenka');
    expect(within(panel).getByText('Баннер акции')).toBeTruthy();
  });

  it('opens every property type in a new tab', () => {
    openMenu();
    const estate = screen.getByRole('button', { name: 'Выбрать недвижимость' });
    fireEvent.click(estate);
    const panel = document.getElementById(estate.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent?.replace(' (откроется в новой вкладке)', ''), link.getAttribute('href')]),
    ).toEqual([
      ['Квартиры', '/lots?property_type=flat'],
      ['Апартаменты', '/lots?property_type=apartments'],
      ['Машино-места', '/lots?type=parking'],
      ['Кладовые', '/lots?type=storage'],
      ['Коммерческие помещения', '/lots?type=commercials'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('has the top-level entries of the spec in order', () => {
    openMenu();
    const nav = screen.getByRole('navigation', { name: 'Меню сайта' });
    const entries = Array.from(nav.querySelector('ul')!.children).map((li) => li.firstElementChild?.textContent);
    expect(entries).toEqual([
      'Проекты',
      'Коммерция',
      'Выбрать недвижимость',
      'Акции',
      'Способы покупки',
      'Тендеры',
      'О компании',
      'Контакты',
    ]);
  });

  it('closes on Escape', () => {
    const { store } = openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.getState().menu.is_burger_menu_visible).toBe(false);
  });

  it('closes when the device becomes laptop or desktop', () => {
    const { store } = openMenu();
    setWidth(1000);
    expect(store.getState().menu.is_burger_menu_visible).toBe(true);
    setWidth(1366);
    expect(store.getState().menu.is_burger_menu_visible).toBe(false);
  });

  it('locks page scrolling while open', () => {
    const { store } = openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      store.dispatch(burgerToggled(false));
    });
    expect(document.body.style.overflow).toBe('');
  });
});
