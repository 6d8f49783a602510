import { describe, expect, it } from 'vitest';
import { guardRedirect, stageForHost } from './stage';

describe('stage (spec §9)', () => {
  it('is production only on the production host, ignoring port and case', () => {
    expect(stageForHost('severin-dev.ru', 'severin-dev.ru')).toBe('production');
    expect(stageForHost('SEVERIN-DEV.RU:443', 'severin-dev.ru')).toBe('production');
    expect(stageForHost('test.severin-dev.ru', 'severin-dev.ru')).toBe('test');
    expect(stageForHost('localhost:3000', 'severin-dev.ru')).toBe('test');
    expect(stageForHost(undefined, 'severin-dev.ru')).toBe('test');
  });
});

describe('route guard (spec §2)', () => {
  it('redirects guarded paths to / on production', () => {
    expect(guardRedirect('/ui', 'production', false)).toBe('/');
    expect(guardRedirect('/compare', 'production', false)).toBe('/');
    expect(guardRedirect('/press/article', 'production', false)).toBe('/');
  });

  it('lets everything through on a test stage or with the development flag', () => {
    expect(guardRedirect('/ui', 'test', false)).toBeNull();
    expect(guardRedirect('/ui', 'production', true)).toBeNull();
  });

  it('never redirects unguarded paths', () => {
    expect(guardRedirect('/projects', 'production', false)).toBeNull();
  });
});
