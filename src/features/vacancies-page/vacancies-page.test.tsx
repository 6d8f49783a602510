import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { stubLeadFetch } from '@/entities/lead/lead-testing';
import type { VacancyCard } from '@/schemas/company-lists';
import { toVacancyQuery, VacanciesPageContent } from './vacancies-page';

const vacancy = (id: number, title: string, extra: Partial<VacancyCard> = {}): VacancyCard => ({
  id,
  slug: `v-${id}`,
  title,
  department: 'Юридический департамент',
  city: 'Москва',
  office: 'Головной офис',
  employment: 'full',
  employment_label: 'Полный день в офисе',
  experience: 'От 3 лет',
  schedule: 'Пятидневка',
  salary_from: 180_000,
  salary_to: null,
  description: 'Сопровождаете сделки.',
  published_at: '2026-09-01T00:00:00Z',
  ...extra,
});
const PAGE = {
  title: 'Карьера в «Северин»',
  lead: 'Растим команду внутри компании.',
  stats: [{ value: '1 200', label: 'сотрудников' }],
  benefits: [{ title: 'ДМС со стоматологией', text: 'С первого месяца.' }],
  steps: [{ title: 'Отклик', text: 'Отвечаем за 5 дней.' }],
  contact: { name: 'Е. Миронова', position: '', email: 'hr@severin-dev.ru', phone: '' },
};
const FACETS = {
  facets: {
    department: [
      { value: 'Продажи', label: 'Продажи', count: 0, disabled: true },
      { value: 'Юридический департамент', label: 'Юридический департамент', count: 1 },
    ],
  },
};

function renderPage(onApply = vi.fn()) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter([{ path: '/vacancies', element: <VacanciesPageContent onApply={onApply} /> }], {
    initialEntries: ['/vacancies'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { onApply };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('toVacancyQuery', () => {
  it('sends only the chosen filters', () => {
    expect(
      toVacancyQuery({ department: 'Продажи', city: null, employment: 'remote', experience: 'От 1 года' }),
    ).toEqual({
      department: ['Продажи'],
      employment: ['remote'],
      experience: ['От 1 года'],
    });
  });
});

describe('VacanciesPageContent', () => {
  it('says why work with us, lists vacancies with salaries and applies from the details', async () => {
    stubLeadFetch([], {
      routes: {
        '/api/vacancy_page/': () => ({ status: 200, body: PAGE }),
        '/api/vacancy/': () => ({ status: 200, body: { count: 1, results: [vacancy(7, 'Юрист по сделкам')] } }),
        '/api/vacancy/facets/': () => ({ status: 200, body: FACETS }),
        '/api/vacancy/7/': () => ({
          status: 200,
          body: {
            ...vacancy(7, 'Юрист по сделкам'),
            duties: ['Подготовка ДДУ'],
            requirements: ['Знание 214-ФЗ'],
            conditions: ['ДМС'],
          },
        }),
      },
    });
    const { onApply } = renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'ДМС со стоматологией' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Юрист по сделкам' })).closest('article')!;
    expect(within(card).getByText('от 180 000 ₽')).toBeTruthy();
    expect(screen.getByText('Найдено: 1 вакансия')).toBeTruthy();
    // A department without vacancies under the other filters cannot be chosen.
    fireEvent.click(screen.getByRole('combobox', { name: 'Направление' }));
    expect(screen.getByRole('option', { name: 'Продажи (0)' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(within(card).getByRole('button', { name: /Подробнее/ }));
    const details = await within(card).findByRole('region', { name: 'Подробнее о вакансии «Юрист по сделкам»' });
    expect(within(details).getByText('Подготовка ДДУ')).toBeTruthy();
    expect(within(details).getByText('График: Пятидневка')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Откликнуться' }));
    expect(onApply).toHaveBeenCalledWith(7);
  });

  it('shows the empty state without a reset when nothing is filtered', async () => {
    stubLeadFetch([], {
      routes: {
        '/api/vacancy_page/': () => ({ status: 200, body: PAGE }),
        '/api/vacancy/': () => ({ status: 200, body: { count: 0, results: [] } }),
        '/api/vacancy/facets/': () => ({ status: 200, body: { facets: {} } }),
      },
    });
    renderPage();
    expect(await screen.findByText('Сейчас открытых вакансий нет. Новые появятся на этой странице.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  });
});
