import { describe, expect, it } from 'vitest';
import { mergeRefresh, refreshTagsFor } from './sw-refresh-plan';

describe('refreshTagsFor', () => {
  it('maps catalogue and project answers to their tags', () => {
    expect(refreshTagsFor('https://x.ru/api/apartments/?page=1')).toEqual(['Lots']);
    expect(refreshTagsFor('/api/apartments/12/')).toEqual(['Lots']);
    expect(refreshTagsFor('/api/lots/?ids=1,2')).toEqual(['Lots']);
    expect(refreshTagsFor('/api/zero_result/facets/?catalog=apartments')).toEqual(['Lots']);
    expect(refreshTagsFor('/api/projects/ostozhenka/genplan/')).toEqual(['Projects']);
    expect(refreshTagsFor('/api/commercial_projects/')).toEqual(['Projects']);
  });

  it('leaves untagged answers to a refetch of the active queries', () => {
    expect(refreshTagsFor('/api/main_page/')).toBeNull();
    expect(refreshTagsFor('/api/seo/pages/?slug=/')).toBeNull();
  });

  it('merges a burst of updates', () => {
    expect(mergeRefresh(['/api/apartments/', '/api/commercials/facets/', '/api/info/'])).toEqual({
      tags: ['Lots'],
      untagged: true,
    });
    expect(mergeRefresh(['/api/projects/'])).toEqual({ tags: ['Projects'], untagged: false });
  });
});
