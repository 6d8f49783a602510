import { describe, expect, it } from 'vitest';
import { standartsBlockSchema } from './company-pages';
import { isStandartsBlock } from './standarts-block';

const section = {
  slug: 'architecture',
  title: 'Архитектура',
  lead: 'Дома для города',
  points: ['Конкурс бюро'],
  figure: { value: '3+', label: 'бюро' },
};
const block = (items: unknown[], intro: unknown = 'Наши обещания') => ({ intro, items });

// The guard stands in for the schema on the screen: both must give the same answer for every shape a `module/` block can take.
const cases: Array<[string, unknown, boolean]> = [
  ['a full block', block([section, { ...section, slug: 'materials', figure: null }]), true],
  ['no sections yet', block([]), true],
  ['unknown keys', { ...block([{ ...section, extra: 1 }]), note: 'черновик' }, true],
  ['no intro', { items: [section] }, false],
  ['intro not a string', block([section], 1), false],
  ['items not a list', { intro: 'x', items: section }, false],
  ['a section without a figure', block([{ ...section, figure: undefined }]), false],
  ['a figure value as a number', block([{ ...section, figure: { value: 3, label: 'бюро' } }]), false],
  ['a figure without a label', block([{ ...section, figure: { value: '3+' } }]), false],
  ['a point that is not text', block([{ ...section, points: ['a', 2] }]), false],
  ['points not a list', block([{ ...section, points: 'a' }]), false],
  ['a section without a slug', block([{ ...section, slug: undefined }]), false],
  ['a section that is null', block([null]), false],
  ['a section that is a list', block([[section]]), false],
  ['null', null, false],
  ['undefined', undefined, false],
  ['a list', [section], false],
  ['a string', 'sections', false],
];

describe('isStandartsBlock', () => {
  it.each(cases)('agrees with standartsBlockSchema: %s', (_name, value, valid) => {
    expect(standartsBlockSchema.safeParse(value).success).toBe(valid);
    expect(isStandartsBlock(value)).toBe(valid);
  });
});
