import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';
import { MaintenancePage } from './maintenance-page';
import { ErrorPageFallback } from './error-page-fallback';
import { GenericErrorPage } from './generic-error-page';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2030, 4, 10, 9, 0, 0);

const renderPage = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const timer = () => screen.queryByRole('timer');
/** The countdown as read out: its label, then each unit. */
const countdown = () => {
  const element = screen.getByRole('timer');
  const units = within(element)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  return [element.querySelector('p')?.textContent, ...units].join(' ');
};

afterEach(cleanup);

describe('error pages', () => {
  it('404 says the page does not exist and links home', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Страницы не существует.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('500 reports a server error with a reload button', () => {
    renderPage(<ServerErrorPage />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ошибка на стороне сервера.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
  });

  it('the generic page calls its action', () => {
    const onClick = vi.fn();
    renderPage(<GenericErrorPage code={418} message="Сообщение" buttonLabel="Действие" onClick={onClick} />);
    act(() => screen.getByRole('button', { name: 'Действие' }).click());
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('418')).toBeTruthy();
  });

  it('the fallback keeps the spec sentence, a Russian line and a link home', () => {
    render(<ErrorPageFallback />);
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByText('Не удалось показать страницу ошибки')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });
});

describe('MaintenancePage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const iso = (ms: number) => new Date(ms).toISOString();

  it('shows the code, the message and days, hours and minutes beyond 24 hours', () => {
    renderPage(<MaintenancePage until={iso(NOW + 2 * DAY + 3 * HOUR + 15 * MIN)} />);
    expect(screen.getByText('тех. работы')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Обновляем сайт.' })).toBeTruthy();
    expect(countdown()).toBe('Закончим через 2 дня 3 часа 15 минут');
  });

  it('shows hours and minutes within 24 hours and ticks every second', () => {
    renderPage(<MaintenancePage until={iso(NOW + HOUR + 2_000)} />);
    expect(countdown()).toBe('Закончим через 1 час 0 минут');
    act(() => vi.advanceTimersByTime(2_000));
    expect(countdown()).toBe('Закончим через 1 час 0 минут');
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdown()).toBe('Закончим через 0 часов 59 минут');
  });

  it('clears the countdown at zero and stops ticking', () => {
    renderPage(<MaintenancePage until={iso(NOW + 3_000)} />);
    expect(timer()).not.toBeNull();
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByText('Обновляем сайт.')).toBeTruthy();
  });

  it.each([
    ['past', iso(NOW - MIN)],
    ['missing', ''],
    ['unreadable', 'скоро'],
  ])('ignores a %s time', (_, until) => {
    renderPage(<MaintenancePage until={until} />);
    expect(timer()).toBeNull();
    expect(screen.getByText('тех. работы')).toBeTruthy();
  });
});
