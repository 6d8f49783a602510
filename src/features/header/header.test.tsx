import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SUBMENU_CLOSE_DELAY_MS } from '@/ui/dropdown/use-dropdown-group';
import { Header } from './header';
import { renderShell } from '@/entities/site/site-testing';

describe('Header', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('links the logo home and shows the phone from site info with the working hours', () => {
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Северин — на главную' }).getAttribute('href')).toBe('/');
    const phone = screen.getByRole('link', { name: '+7 (495) 111-22-33' });
    expect(phone.getAttribute('href')).toBe('tel:+74951112233');
    expect(screen.getByText('Ежедневно с 9:00 до 21:00')).toBeTruthy();
  });

  it('lists unfinished projects only, the not clickable ones disabled', () => {
    renderShell(<Header />);
    const menu = document.getElementById('header-projects-submenu')!;
    expect(within(menu).getByRole('link', { name: 'Остоженка 12' }).getAttribute('href')).toBe('/projects/ostozhenka');
    expect(within(menu).queryByText('Северин Парк')).toBeNull();
    expect(within(menu).getByText('Патриаршие').getAttribute('aria-disabled')).toBe('true');
  });

  it('has the spec links and section labels', () => {
    renderShell(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const href = (name: string) => within(nav).getAllByRole('link', { name })[0].getAttribute('href');
    expect(href('Проекты')).toBe('/projects');
    expect(href('Выбрать недвижимость')).toBe('/lots');
    expect(href('О компании')).toBe('/about');
    expect(href('Способы покупки')).toBe('/purchase/mortgage');
    expect(href('Акции')).toBe('/promo');
    expect(href('Коммерция')).toBe('/projects-commercial/');
    expect(href('Тендеры')).toBe('/tenders/');
    expect(href('Контакты')).toBe('/contacts');
    expect(href('Партнёры')).toBe('/partners');
  });

  it('shows the favourites badge only above zero', () => {
    const { unmount } = renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Избранное' }).getAttribute('href')).toBe('/favorites');
    unmount();
    renderShell(<Header favoritesCount={3} />);
    const link = screen.getByRole('link', { name: 'Избранное: 3' });
    expect(link.textContent).toBe('3');
  });

  it('shows the compare link on the test stage', () => {
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Сравнение' }).getAttribute('href')).toBe('/compare');
  });

  it('opens the callback side modal', () => {
    const { store } = renderShell(<Header />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Заказать звонок' })[0]);
    expect(store.getState().modal.current).toEqual({ name: 'callback' });
  });

  it('toggles the aside menu with the burger', () => {
    const { store } = renderShell(<Header asideMenuId="menu-x" />);
    const burger = screen.getByRole('button', { name: 'Открыть меню' });
    expect(burger.getAttribute('aria-controls')).toBe('menu-x');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(store.getState().menu.is_burger_menu_visible).toBe(true);
    expect(screen.getByRole('button', { name: 'Закрыть меню' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a dropdown on hover and closes it 300 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: /^Способы покупки/ });
    const root = toggle.parentElement!;
    fireEvent.mouseEnter(root);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 10));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(20));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: arrows into the list, Escape back to the button', () => {
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: /^Способы покупки/ });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const first = screen.getByRole('link', { name: 'Ипотека' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Семейная\nипотека');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
