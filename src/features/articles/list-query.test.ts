import { describe, expect, it } from 'vitest';
import { buildListQuery, goToPage, pagerItems, parseListQuery, showMore, shownPages, withFilters } from './list-query';

describe('parseListQuery', () => {
  it('reads filters and the shown page range', () => {
    expect(parseListQuery('?category=construction&project=12&page=3&from=2')).toEqual({
      category: 'construction',
      project: 12,
      page: 3,
      from: 2,
    });
  });

  it('forgives what a visitor may type: bad values fall back to the plain list', () => {
    expect(parseListQuery('?category=<b>&project=-4&page=0&from=9')).toEqual({
      category: null,
      project: null,
      page: 1,
      from: 1,
    });
    expect(parseListQuery('?page=2.5&project=abc')).toEqual({ category: null, project: null, page: 1, from: 1 });
    // A first page past the last one makes no range: the last page alone is shown.
    expect(parseListQuery('?page=2&from=5')).toMatchObject({ page: 2, from: 2 });
    expect(parseListQuery('?page=20000').page).toBe(1);
  });
});

describe('buildListQuery', () => {
  it('leaves defaults out and round-trips', () => {
    expect(buildListQuery({ category: null, project: null, page: 1, from: 1 })).toBe('');
    const query = { category: 'sales', project: 7, page: 4, from: 2 };
    expect(buildListQuery(query)).toBe('category=sales&project=7&page=4&from=2');
    expect(parseListQuery(buildListQuery(query))).toEqual(query);
    expect(buildListQuery({ category: null, project: null, page: 3, from: 3 })).toBe('page=3');
  });
});

describe('moves', () => {
  const start = { category: null, project: null, page: 2, from: 2 };

  it('«Показать ещё» appends the next page to the shown range', () => {
    const more = showMore(showMore(start));
    expect(more).toMatchObject({ page: 4, from: 2 });
    expect(shownPages(more)).toEqual([2, 3, 4]);
  });

  it('a page number shows that page alone, a filter goes back to page 1', () => {
    expect(goToPage(showMore(start), 6)).toMatchObject({ page: 6, from: 6 });
    expect(withFilters({ ...start, page: 5 }, { category: 'awards' })).toEqual({
      category: 'awards',
      project: null,
      page: 1,
      from: 1,
    });
  });
});

describe('pagerItems', () => {
  it('shows every page of a short list and nothing for one page', () => {
    expect(pagerItems(2, 2, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 1, 1)).toEqual([]);
  });

  it('keeps the ends and the neighbourhood, with gaps for skipped runs', () => {
    expect(pagerItems(6, 6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pagerItems(1, 1, 12)).toEqual([1, 2, 'gap', 12]);
    // A single skipped page is shown as its number, not as «…».
    expect(pagerItems(4, 4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pagerItems(3, 5, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
