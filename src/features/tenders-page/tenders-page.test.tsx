import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { stubLeadFetch } from '@/entities/lead/lead-testing';
import type { TenderCard } from '@/schemas/company-lists';
import { TendersPageContent, toTendersQuery } from './tenders-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 - 60_000).toISOString();
const tender = (id: number, title: string, extra: Partial<TenderCard> = {}): TenderCard => ({
  id,
  slug: `t-${id}`,
  title,
  category: 'Фасадные работы',
  project: 'Остоженка',
  project_id: 1,
  status: 'open',
  status_label: 'Приём предложений',
  description: 'Описание работ',
  deadline: inDays(5),
  published_at: '2026-09-01T00:00:00Z',
  ...extra,
});
const PAGE = {
  title: 'Тендеры',
  lead: 'Выбираем подрядчиков на открытых конкурсах.',
  stats: [],
  steps: [{ title: 'Выберите тендер', text: 'Изучите требования.' }],
  principles: [],
  contact: { name: 'С. Воронцов', position: '', email: 'tender@severin-dev.ru', phone: '' },
};
const DETAIL = {
  requirements: ['Членство в СРО'],
  documents: [{ title: 'Техническое задание', note: 'PDF' }],
  contact: {
    name: 'Сергей Воронцов',
    position: 'Руководитель тендерного отдела',
    email: 'tender@severin-dev.ru',
    phone: '+7 (495) 120-45-67',
  },
};

function renderPage(onApply = vi.fn(), entry = '/tenders') {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter([{ path: '/tenders', element: <TendersPageContent onApply={onApply} /> }], {
    initialEntries: [entry],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { onApply, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('toTendersQuery', () => {
  it('turns the address filters into the API query', () => {
    expect(toTendersQuery({ category: 'Благоустройство', project: '3', status: 'open,summing_up,closed' })).toEqual({
      category: ['Благоустройство'],
      project: [3],
      status: ['open', 'summing_up', 'closed'],
    });
    expect(toTendersQuery({ category: null, project: 'x', status: null })).toEqual({});
  });
});

describe('TendersPageContent', () => {
  it('lists tenders with a countdown, opens details and applies from them', async () => {
    const list = [tender(1, 'Монтаж фасада'), tender(2, 'Озеленение', { status: 'closed', status_label: 'Завершён' })];
    stubLeadFetch([], {
      routes: {
        '/api/tenders_page/': () => ({ status: 200, body: PAGE }),
        '/api/tenders/': () => ({ status: 200, body: { count: 2, results: list } }),
        '/api/tenders/facets/': () => ({ status: 200, body: { facets: {} } }),
        '/api/tenders/1/': () => ({ status: 200, body: { ...list[0], ...DETAIL } }),
      },
    });
    const { onApply } = renderPage();
    // Text queries collapse the non-breaking spaces of the figures into plain ones.
    const open = (await screen.findByRole('heading', { level: 3, name: 'Монтаж фасада' })).closest('article')!;
    expect(within(open).getByText('осталось 5 дней').textContent).toBe('осталось 5\u00a0дней');
    expect(screen.getByText('Найдено: 2 тендера')).toBeTruthy();
    const closed = screen.getByRole('heading', { level: 3, name: 'Озеленение' }).closest('article')!;
    expect(within(closed).queryByRole('button', { name: /Участвовать/ })).toBeNull();

    const more = within(open).getByRole('button', { name: /Подробнее/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(await within(open).findByText('Членство в СРО')).toBeTruthy();
    expect(
      within(open)
        .getByRole('button', { name: /Свернуть/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(within(open).getByRole('link', { name: '+7 (495) 120-45-67' }).getAttribute('href')).toBe(
      'tel:+74951204567',
    );
    fireEvent.click(within(open).getByRole('button', { name: 'Подать предложение' }));
    expect(onApply).toHaveBeenCalledWith(1);
  });

  it('asks again with the chosen filter and offers a reset when nothing matches', async () => {
    const urls: string[] = [];
    stubLeadFetch([], {
      routes: {
        '/api/tenders_page/': () => ({ status: 200, body: PAGE }),
        '/api/tenders/': (request) => {
          urls.push(request.url);
          return { status: 200, body: { count: 0, results: [] } };
        },
        '/api/tenders/facets/': () => ({ status: 200, body: { facets: {} } }),
      },
    });
    const { router } = renderPage(vi.fn(), '/tenders?status=closed&category=%D0%9B%D0%B8%D1%84%D1%82%D1%8B');
    expect(await screen.findByRole('heading', { level: 2, name: 'Завершённые тендеры' })).toBeTruthy();
    await screen.findByText(/Под выбранные условия тендеров нет/);
    expect(decodeURIComponent(urls.at(-1)!)).toContain('category=Лифты');
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'Открытые тендеры' })).toBeTruthy();
  });

  it('says when the list failed and retries on «Повторить»', async () => {
    let fail = true;
    stubLeadFetch([], {
      routes: {
        '/api/tenders_page/': () => ({ status: 200, body: PAGE }),
        '/api/tenders/': () =>
          fail
            ? { status: 500, body: { status: 500, message: 'Ошибка' } }
            : { status: 200, body: { count: 1, results: [tender(1, 'Монтаж фасада')] } },
        '/api/tenders/facets/': () => ({ status: 200, body: { facets: {} } }),
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить список тендеров.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Монтаж фасада' })).toBeTruthy();
  });
});
