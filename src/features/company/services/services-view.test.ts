import { describe, expect, it } from 'vitest';
import type { Service } from '@/schemas/company-pages';
import { groupByAudience } from './services-view';

const service = (slug: string, audience: string): Service => ({
  slug,
  audience,
  title: slug,
  lead: '',
  features: [],
  link: null,
});

describe('groupByAudience', () => {
  it('keeps the order in which audiences first appear and the order of services within each', () => {
    const groups = groupByAudience([service('a', 'Покупателям'), service('b', 'Жителям'), service('c', 'Покупателям')]);
    expect(groups.map((group) => [group.id, group.audience, group.items.map((item) => item.slug)])).toEqual([
      ['services-1', 'Покупателям', ['a', 'c']],
      ['services-2', 'Жителям', ['b']],
    ]);
  });

  it('gives no groups for no services', () => {
    expect(groupByAudience([])).toEqual([]);
  });
});
