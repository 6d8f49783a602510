import { describe, expect, it } from 'vitest';
import type { HeaderProject, SiteInfo } from '@/schemas/site';
import { aboutMenuLinks, projectMenuLinks, purchaseMenuLinks } from './site-menus';

const project = (over: Partial<HeaderProject>): HeaderProject => ({
  id: 1,
  slug: 'park',
  name: 'Северин Парк',
  clickable: true,
  finished: false,
  ...over,
});

describe('projectMenuLinks', () => {
  it('lists unfinished projects only and disables those that are not clickable', () => {
    const links = projectMenuLinks(
      [
        project({ id: 1 }),
        project({ id: 2, slug: 'old', finished: true }),
        project({ id: 3, slug: 'soon', clickable: false }),
      ],
      undefined,
    );
    expect(links).toEqual([
      { key: 1, label: 'Северин Парк', to: '/projects/park', disabled: false },
      { key: 3, label: 'Северин Парк', to: '/projects/soon', disabled: true },
    ]);
  });

  it('falls back to the header projects of site info', () => {
    const fallback: SiteInfo['header_projects'] = [
      { id: 5, label: 'Остоженка', value: '/projects/ostozhenka', disabled: true },
    ];
    expect(projectMenuLinks(undefined, fallback)).toEqual([
      { key: 5, label: 'Остоженка', to: '/projects/ostozhenka', disabled: true },
    ]);
    expect(projectMenuLinks(undefined, undefined)).toEqual([]);
  });
});

describe('purchaseMenuLinks', () => {
  it('points to /purchase/{slug} and keeps line breaks in labels', () => {
    expect(purchaseMenuLinks([{ slug: 'mortgage', label: 'Ипотека\nот 6%', title: 'Ипотека' }])).toEqual([
      { key: 'mortgage', label: 'Ипотека\nот 6%', to: '/purchase/mortgage' },
    ]);
  });
});

describe('aboutMenuLinks', () => {
  it('maps the submenu values', () => {
    expect(
      aboutMenuLinks({ title: 'О компании', submenu: [{ id: 1, label: 'Партнёры', value: '/partners' }] }),
    ).toEqual([{ key: 1, label: 'Партнёры', to: '/partners' }]);
  });
});
