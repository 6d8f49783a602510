import { describe, expect, it } from 'vitest';
import { compactClassNames } from './css-class-names.ts';

const ROOT = '/repo';

describe('compactClassNames', () => {
  it('gives one file one prefix and its classes consecutive suffixes, the same name for the same class', () => {
    const name = compactClassNames(ROOT);
    const panel = name('panel', '/repo/src/features/catalogue/filters.module.css');
    const common = name('common', '/repo/src/features/catalogue/filters.module.css?used');
    expect(panel).toMatch(/^_[0-9a-z]{5}0$/);
    expect(common).toBe(`${panel.slice(0, 6)}1`);
    expect(name('panel', '/repo/src/features/catalogue/filters.module.css')).toBe(panel);
  });

  it('depends only on the path relative to the root and the order of the classes', () => {
    const first = compactClassNames('/a');
    const second = compactClassNames('/b/');
    expect(first('x', '/a/src/ui/button/button.module.css')).toBe(second('x', '/b/src/ui/button/button.module.css'));
    expect(first('y', '/a/src/ui/chip/chip.module.css')).not.toBe(first('y', '/a/src/ui/button/button.module.css'));
  });

  it('fails the build when two files would share a prefix', () => {
    const name = compactClassNames(ROOT, 1);
    // 36 one-character prefixes cannot hold 37 files.
    expect(() => {
      for (let index = 0; index <= 36; index += 1) name('a', `/repo/src/file-${index}.module.css`);
    }).toThrow(/prefix clash/);
  });
});
