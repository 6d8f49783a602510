import { describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '@/schemas/content-pages';
import { groupDocuments } from './group-documents';

function doc(id: number, project: { id: number; name: string } | null): CatalogueDocument {
  return {
    id,
    slug: `doc-${id}`,
    title: `Документ ${id}`,
    category: 'permit',
    category_name: 'Разрешения на строительство',
    file_url: `/media/files/documents/doc-${id}.svg`,
    file_format: 'svg',
    file_size: 2048,
    published_at: '2026-03-01T09:00:00.000Z',
    project: project && { ...project, slug: `p-${project.id}`, url: `/projects/p-${project.id}` },
  };
}

describe('groupDocuments', () => {
  it('groups by project in Russian alphabetical order, company documents last, keeping order inside a group', () => {
    const groups = groupDocuments([
      doc(1, null),
      doc(2, { id: 7, name: 'Северин Пресня' }),
      doc(3, { id: 5, name: 'Северин Ленинский' }),
      doc(4, { id: 7, name: 'Северин Пресня' }),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Северин Ленинский', 'Северин Пресня', 'Документы компании']);
    expect(groups[1].documents.map((item) => item.id)).toEqual([2, 4]);
    expect(groups[1].url).toBe('/projects/p-7');
    expect(groups[2].url).toBeNull();
  });

  it('gives nothing for nothing', () => {
    expect(groupDocuments([])).toEqual([]);
  });
});
