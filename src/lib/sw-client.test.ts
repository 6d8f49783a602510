import { describe, expect, it } from 'vitest';
import { lotOfflineUrls } from './sw-client';

describe('lotOfflineUrls', () => {
  it('lists the detail call and the plan the pages load', () => {
    expect(lotOfflineUrls('apartments', { id: 12, plan: '/media/files/plans/3.svg' })).toEqual([
      '/api/apartments/12/',
      '/media/files/plans/3.svg',
    ]);
    expect(lotOfflineUrls('commercials', { id: 5, plan: null })).toEqual(['/api/commercials/5/']);
    expect(lotOfflineUrls('apartments', { id: 1, plan: '/media/files/plans/4.png' })).toEqual([
      '/api/apartments/1/',
      '/images/?src=/media/files/plans/4.png&w=480',
      '/images/?src=/media/files/plans/4.png&w=960',
    ]);
  });
});
