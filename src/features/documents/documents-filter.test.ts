import { describe, expect, it } from 'vitest';
import { clearFilter, isFiltered, readDocumentsFilter, toggleFilterValue } from './documents-filter';

const params = (query: string) => new URLSearchParams(query);

describe('readDocumentsFilter', () => {
  it('reads comma-joined projects, categories and years', () => {
    expect(readDocumentsFilter(params('project=3,0&category=permit,report&year=2025'))).toEqual({
      project: [3, 0],
      category: ['permit', 'report'],
      year: [2025],
    });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(readDocumentsFilter(params('project=-1,abc&category=secret&year=20,1999,3000'))).toEqual({});
    expect(readDocumentsFilter(params('category=permit,permit&year=2024,2024'))).toEqual({
      category: ['permit'],
      year: [2024],
    });
  });
});

describe('toggleFilterValue', () => {
  it('adds a value, removes it again and keeps other keys', () => {
    const added = toggleFilterValue(params('utm_source=mail&year=2025'), 'year', 2024);
    expect(added.get('year')).toBe('2025,2024');
    expect(added.get('utm_source')).toBe('mail');
    const removed = toggleFilterValue(added, 'year', 2025);
    expect(removed.get('year')).toBe('2024');
    expect(toggleFilterValue(removed, 'year', 2024).has('year')).toBe(false);
  });

  it('clears only the filter keys', () => {
    const cleared = clearFilter(params('project=1&category=permit&year=2025&utm_source=mail'));
    expect(cleared.toString()).toBe('utm_source=mail');
    expect(isFiltered(readDocumentsFilter(cleared))).toBe(false);
    expect(isFiltered({ year: [2025] })).toBe(true);
  });
});
