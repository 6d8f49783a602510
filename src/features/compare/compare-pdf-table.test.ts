import { describe, expect, it } from 'vitest';
import { buildCompareGroups } from './compare-model';
import { comparePdfTable } from './compare-pdf-table';
import { FLAT, entry } from './compare-testing';

describe('comparePdfTable', () => {
  it('has a column per lot and the rows the screen shows, missing values empty', () => {
    const other = { ...FLAT, id: 2, number: '40', price: 50_000_000, advantage: null, url: '/flat/2' };
    const entries = [entry(FLAT), entry(other)];
    const groups = buildCompareGroups([FLAT, other], { onlyDifferences: true });
    const table = comparePdfTable('Сравнение', entries, groups, 'https://severin-dev.ru');

    expect(table.title).toBe('Сравнение');
    expect(table.columns.map((column) => column.pageUrl)).toEqual([
      'https://severin-dev.ru/flat/1',
      'https://severin-dev.ru/flat/2',
    ]);
    expect(table.columns[0]!.title).toContain('№\u00a036');
    const labels = table.rows.map((row) => row.label);
    expect(labels).toEqual(groups.flatMap((group) => group.rows.map((row) => row.label)));
    expect(labels).toContain('Цена');
    expect(table.rows.find((row) => row.label === 'Преимущество')?.values).toEqual(['Угловое остекление', '']);
    for (const row of table.rows) expect(row.values).toHaveLength(2);
  });
});
