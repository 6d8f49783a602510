import { describe, expect, it } from 'vitest';
import { standartsView } from './standarts-view';

const section = {
  slug: 'architecture',
  title: 'Архитектура',
  lead: 'Дома для города',
  points: ['Конкурс бюро'],
  figure: { value: '3+', label: 'бюро' },
};

describe('standartsView', () => {
  it('takes the standards from the sections block and ignores other blocks', () => {
    const view = standartsView({
      page: 'standarts',
      results: [
        { key: 'list', sort: 0, data: { items: [{ title: 'старый блок', text: '' }] } },
        { key: 'sections', sort: 100, data: { intro: 'Наши обещания', items: [section] } },
      ],
    });
    expect(view).toEqual({ intro: 'Наши обещания', sections: [section] });
  });

  it('gives an empty page when the block is missing or malformed', () => {
    expect(standartsView(undefined)).toEqual({ intro: '', sections: [] });
    expect(standartsView({ page: 'standarts', results: [{ key: 'sections', sort: 0, data: { intro: 1 } }] })).toEqual({
      intro: '',
      sections: [],
    });
  });
});
