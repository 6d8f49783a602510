import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { HomePage as HomeData } from '@/schemas/home';
import type { ProjectListItem } from '@/schemas/projects';
import { HomePage } from './home-page';

const ENDS = new Date(Date.now() + 3 * 86_400_000).toISOString();

function project(id: number, kind: ProjectListItem['kind'], name: string, lotsFree = 10): ProjectListItem {
  return {
    id,
    slug: `p${id}`,
    name,
    kind,
    district: 'Хамовники',
    address: 'Москва',
    image: '/media/files/p.svg',
    min_price: 45_000_000,
    lots_free: lotsFree,
    completion_text: 'Сдача 4 кв. 2027',
    metro: null,
    class: 'Премиум',
    lead: '',
    lat: 55.7,
    lng: 37.6,
    clickable: true,
    finished: false,
    completion_years: [2027],
    metros: [],
    min_area: 40,
    url: kind === 'residential' ? `/projects/p${id}` : `/projects-commercial/p${id}`,
  };
}

const HOME: HomeData = {
  hero: {
    title: 'Дома, в которых хочется жить',
    subtitle: 'Клубные дома',
    image: '/media/files/hero.svg',
    url: '/projects',
  },
  projects: [
    project(1, 'residential', 'Северин Остоженка'),
    project(2, 'commercial', 'Северин Павелецкий'),
    project(3, 'residential', 'Северин Парк', 0),
  ],
  promos: [
    {
      id: 7,
      kind: 'promo',
      slug: 'rassrochka-0',
      title: 'Рассрочка 0 %',
      lead: 'Без удорожания',
      image: null,
      published_at: ENDS,
      ends_at: ENDS,
    },
  ],
  news: [
    {
      id: 9,
      kind: 'news',
      slug: 'start',
      title: 'Начали строить',
      lead: 'Новый квартал',
      image: null,
      published_at: ENDS,
      ends_at: null,
    },
  ],
  purchase: [{ slug: 'mortgage', label: 'Ипотека', title: 'Ипотека от 6 %' }],
  about: { title: 'О компании Северин', text: 'Строим с 2014 года', facts: [{ value: '12', label: 'проектов' }] },
  preview: false,
};

/** `main_page/` fails `failures` times, then answers; every other call answers an empty list. */
function stubApi(failures = 0) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    asked.push(url.pathname);
    if (url.pathname === '/api/main_page/') {
      if (failures > 0) {
        failures -= 1;
        return new Response(JSON.stringify({ status: 500, message: 'Ошибка' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return Response.json(HOME);
    }
    if (url.pathname === '/api/action_timers/')
      return Response.json({ server_time: new Date().toISOString(), results: [] });
    return Response.json({ count: 124, results: [], page: 1, pages: 1, next_page: null });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return asked;
}

function renderHome(node = <HomePage recentlyViewed={<p>Вы смотрели: лот 12</p>} />) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('holds the layout while loading, then shows every block with one h1', async () => {
    stubApi();
    renderHome();
    expect(screen.getByLabelText('Загружаем главную страницу').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Дома, в которых хочется жить' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Проекты', 'Акции', 'Новости', 'Способы покупки', 'О компании Северин']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getByText('Вы смотрели: лот 12')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Показать 124\s+лота$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Начали строить' }).getAttribute('href')).toBe('/news/start/');
  });

  it('lists residential projects on sale first and switches to commercial ones', async () => {
    stubApi();
    renderHome();
    const projects = await screen.findByRole('region', { name: 'Проекты' });
    const names = () =>
      within(projects)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Северин Остоженка', 'Северин Парк']);
    fireEvent.click(within(projects).getByRole('tab', { name: 'Коммерческие' }));
    expect(names()).toEqual(['Северин Павелецкий']);
  });

  it('shows an error with «Повторить» that loads the page again', async () => {
    const asked = stubApi(1);
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Дома, в которых хочется жить' })).toBeTruthy();
    expect(asked.filter((path) => path === '/api/main_page/')).toHaveLength(2);
  });
});
