import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { ArticleFacets, ArticleListItem } from '@/schemas/articles';
import { ArticlesPage } from './articles-page';
import { ArticleBody } from './article-body';

function item(id: number, category = 'construction'): ArticleListItem {
  return {
    id,
    kind: 'news',
    slug: `novost-${id}`,
    title: `Новость ${id}`,
    lead: 'Коротко о главном.',
    category: { value: category, label: category === 'sales' ? 'Продажи' : 'Строительство' },
    project: null,
    published_at: '2026-11-01T09:00:00Z',
    ends_at: null,
    source: null,
    image: null,
    url: `/news/novost-${id}`,
  };
}

const FACETS: ArticleFacets = {
  count: 12,
  categories: [
    { value: 'construction', label: 'Строительство', count: 9 },
    { value: 'sales', label: 'Продажи', count: 3 },
  ],
  projects: [],
};

/** A fake API: 12 news in pages of 9, the sales category has 3; `fail` makes the list answer 500 once. */
function mockFetch(state = { fail: 0 }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith('/facets/')) return Response.json(FACETS);
    if (state.fail > 0) {
      state.fail -= 1;
      return Response.json({ status: 500, message: 'Ошибка' }, { status: 500 });
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const all =
      url.searchParams.get('category') === 'sales'
        ? [1, 2, 3].map((id) => item(id, 'sales'))
        : Array.from({ length: 12 }, (_, i) => item(i + 1));
    const pages = Math.ceil(all.length / 9);
    return Response.json({
      count: all.length,
      page,
      pages,
      next_page: page < pages ? page + 1 : null,
      results: all.slice((page - 1) * 9, page * 9),
    });
  });
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderPage(entry = '/news') {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <ArticlesPage kind="news" title="Новости" kinds={['news', 'promo']} />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ArticlesPage', () => {
  it('shows the first page, appends the next on «Показать ещё» and keeps the range in the URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch();
    renderPage();
    expect(await screen.findByText('Новость 1')).toBeTruthy();
    expect(titles()).toHaveLength(9);
    expect(screen.getByText('12 публикаций')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Новость 12')).toBeTruthy();
    expect(titles()).toHaveLength(12);
    expect(screen.getByTestId('search').textContent).toBe('?page=2&from=1');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('a category chip filters and resets paging in the URL', async () => {
    mockFetch();
    renderPage('/news?page=2');
    expect(await screen.findByText('Новость 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Продажи/ }));
    expect(screen.getByTestId('search').textContent).toBe('?category=sales');
    expect(screen.getByRole('button', { name: /^Продажи/ }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(titles()).toEqual(['Новость 1', 'Новость 2', 'Новость 3']));
  });

  it('shows the error state with «Повторить», which loads the list again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ fail: 1 });
    renderPage();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Новость 1')).toBeTruthy();
  });
});

describe('ArticleBody', () => {
  it('renders blocks as text, never as HTML', () => {
    const { container } = render(
      <ArticleBody
        blocks={[
          { type: 'heading', text: 'Итоги' },
          { type: 'paragraph', text: '<img src=x onerror=alert(1)>' },
          { type: 'list', items: ['Школа', 'Парк'] },
          { type: 'quote', text: 'Строим на века.', author: 'Анна Северина' },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Итоги' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Школа', 'Парк']);
    expect(container.querySelector('blockquote')?.textContent).toBe('Строим на века.');
    expect(container.querySelector('figcaption')?.textContent).toBe('Анна Северина');
  });
});
