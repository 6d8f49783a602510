import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('lets crawlers in on production, keeps private and guarded paths out and names the sitemap', () => {
    const text = robotsTxt({ origin: 'https://severin-dev.ru', production: true });
    expect(text.split('\n').slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Allow: /feeds/']);
    for (const path of ['/api/', '/print', '/favorites', '/compare', '/ui', '/press'])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toMatch(/\nSitemap: https:\/\/severin-dev\.ru\/sitemap\.xml\n$/);
  });

  it('closes a test stage completely', () => {
    expect(robotsTxt({ origin: 'https://severin-dev.ru', production: false })).toBe('User-agent: *\nDisallow: /\n');
  });
});
