import { describe, expect, it } from 'vitest';
import { COMPARISON_LIMIT } from '@/schemas/saved-lists';
import { parseSharedIds, sharedComparisonPath } from './shared-comparison';

describe('shared comparison links', () => {
  it('reads the lot ids of the address, dropping junk and repeats', () => {
    expect(parseSharedIds(null)).toBeNull();
    expect(parseSharedIds('')).toBeNull();
    expect(parseSharedIds('x,0,-1')).toBeNull();
    expect(parseSharedIds('12, 7,12,abc,003')).toEqual([12, 7]);
    const many = Array.from({ length: COMPARISON_LIMIT + 5 }, (_, index) => index + 1).join(',');
    expect(parseSharedIds(many)).toHaveLength(COMPARISON_LIMIT);
  });

  it('writes the table’s lots and its type into the address it shares', () => {
    expect(sharedComparisonPath('apartments', [12, 7])).toBe('/compare?type=apartments&ids=12,7');
    expect(
      parseSharedIds(new URL(sharedComparisonPath('commercials', [3]), 'https://x.ru').searchParams.get('ids')),
    ).toEqual([3]);
  });
});
