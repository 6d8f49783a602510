import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { ROUTES } from '@/lib/routes';
import { modalSlice } from '@/entities/modal/modal-slice';
import { stubLeadFetch } from '@/entities/lead/lead-testing';
import type { RouteHandle } from '../route-objects';
import AntiCorruptionScreen from './anti-corruption-screen';
import PartnershipScreen from './partnership-screen';
import TendersScreen from './tenders-screen';
import VacanciesScreen from './vacancies-screen';

/** A screen under its route table entry, as the app router mounts it. */
function renderRoute(name: string, Screen: ComponentType) {
  const def = ROUTES.find((route) => route.name === name)!;
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [modalSlice.reducerPath]: modalSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [{ path: def.path, element: <Screen />, handle: { route: def } satisfies RouteHandle }],
    { initialEntries: [def.path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('form screens', () => {
  // The forms are lazy chunks (decision 015): transformed once here, so finding them does not race the transform.
  beforeAll(async () => {
    await Promise.all([
      import('@/features/partnership-form/partnership-form'),
      import('@/features/anti-corruption-form/anti-corruption-form'),
      import('@/features/tender-form/tender-form'),
    ]);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gives each partnership page the form of its kind under the SEO heading', async () => {
    const seo = (request: Request) =>
      new URL(request.url).searchParams.get('slug') === '/partnership/landowners'
        ? { status: 200, body: { h1: 'Землевладельцам и девелоперам' } }
        : { status: 404 };
    stubLeadFetch([], { routes: { '/api/seo/pages/': seo } });
    renderRoute('partnership-landowners', PartnershipScreen);
    expect(await screen.findByRole('heading', { level: 1, name: 'Землевладельцам и девелоперам' })).toBeTruthy();
    // The form's chunk loads after the screen (decision 015).
    expect(await screen.findByRole('form', { name: 'Оставить заявку' })).toBeTruthy();
    expect(screen.getByLabelText('Где находится участок', { exact: false })).toBeTruthy();
    cleanup();
    renderRoute('partnership-brokers', PartnershipScreen);
    // Without an SEO record the heading is the route table's title.
    expect(await screen.findByRole('heading', { level: 1, name: 'Брокерам' })).toBeTruthy();
    expect(await screen.findByLabelText('Агентство недвижимости', { exact: false })).toBeTruthy();
  });

  it('says on /anti-corruption that a report may be anonymous', async () => {
    // The page text fails to load here: the form does not depend on it.
    stubLeadFetch([], {
      routes: { '/api/anti_corruption/': () => ({ status: 404, body: { status: 404, message: 'Не найдено' } }) },
    });
    renderRoute('anti-corruption', AntiCorruptionScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Противодействие коррупции' })).toBeTruthy();
    expect(screen.getByText(/Сообщить можно анонимно/)).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Сообщить о нарушении' })).toBeTruthy();
  });

  it('lists open tenders and vacancies above their forms', async () => {
    stubLeadFetch([], {
      routes: {
        '/api/tenders/': () => ({
          status: 200,
          body: {
            count: 1,
            results: [
              {
                id: 1,
                slug: 'f',
                title: 'Монтаж фасада',
                category: 'Фасадные работы',
                project: null,
                project_id: null,
                status: 'open',
                status_label: 'Приём предложений',
                description: '',
                deadline: '2031-01-01T00:00:00Z',
                published_at: '2026-01-01T00:00:00Z',
              },
            ],
          },
        }),
        '/api/vacancies/': () => ({ status: 200, body: { results: [] } }),
        '/api/vacancy/': () => ({ status: 200, body: { count: 0, results: [] } }),
        '/api/tenders_page/': () => ({ status: 404, body: { status: 404, message: 'Не найдено' } }),
        '/api/vacancy_page/': () => ({ status: 404, body: { status: 404, message: 'Не найдено' } }),
      },
    });
    renderRoute('tenders', TendersScreen);
    expect(await screen.findByRole('heading', { level: 3, name: 'Монтаж фасада' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Подать предложение' })).toBeTruthy();
    cleanup();
    renderRoute('vacancies', VacanciesScreen);
    expect(await screen.findByText('Сейчас открытых вакансий нет. Новые появятся на этой странице.')).toBeTruthy();
  });

  it('shows no offer form on /tenders while no tender is open', async () => {
    stubLeadFetch([], {
      routes: {
        '/api/tenders/': () => ({ status: 200, body: { count: 0, results: [] } }),
        '/api/tenders_page/': () => ({ status: 404, body: { status: 404, message: 'Не найдено' } }),
      },
    });
    renderRoute('tenders', TendersScreen);
    expect(await screen.findByText(/тендеров нет/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Подать предложение' })).toBeNull();
  });
});
