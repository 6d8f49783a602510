import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, delaysStartup, footerSlot, isGuardedPath, matchRoute, normalizePath } from './routes';

const SIMPLE = [
  '/',
  '/about',
  '/anti-corruption',
  '/compare',
  '/contacts',
  '/documents',
  '/favorites',
  '/lots',
  '/media',
  '/owners',
  '/partners',
  '/personal-data-processing',
  '/policy',
  '/print',
  '/projects',
  '/services',
  '/standarts',
  '/stub',
  '/tenders',
  '/ui',
  '/vacancies',
  '/partnership/brokers',
  '/partnership/investors',
  '/partnership/landowners',
];

describe('route table (spec §2)', () => {
  it.each(SIMPLE)('matches the simple route %s', (path) => {
    expect(matchRoute(path)?.route.path).toBe(path);
  });

  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each(['flat', 'apartments', 'commercials', 'office', 'townhouse', 'premise', 'lots'])(
    'shows the lot screen at /%s/{id}',
    (kind) => {
      const match = matchRoute(`/${kind}/123`);
      expect(match?.route.screen).toBe('lot');
      expect(match?.route.entity).toBe('lot');
      expect(match?.params).toEqual({ id: '123' });
    },
  );

  it('shows one list screen for /news/, /press/ and /promo/ and one article screen for their slugs', () => {
    for (const kind of ['news', 'press', 'promo']) {
      expect(matchRoute(`/${kind}/`)?.route.screen).toBe('articles');
      expect(matchRoute(`/${kind}/some-slug/`)?.route).toMatchObject({ screen: 'article', params: { kind } });
    }
  });

  it('shows the projects screen at /projects-commercial/ under the name commercial-projects', () => {
    const match = matchRoute('/projects-commercial/');
    expect(match?.route).toMatchObject({ name: 'commercial-projects', screen: 'projects' });
  });

  it('matches parameterised routes and decodes params', () => {
    expect(matchRoute('/projects/%D1%81%D0%B5%D0%B2%D0%B5%D1%80')?.params).toEqual({ slug: 'север' });
    expect(matchRoute('/purchase/mortgage')?.route.name).toBe('purchase-slug');
  });

  it('matches nothing for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/projects/a/b')).toBeNull();
    expect(matchRoute('/projects/%E0%A4%A')).toBeNull();
  });

  it('uses the print layout for /print only', () => {
    expect(ROUTES.filter((r) => r.layout === 'print').map((r) => r.path)).toEqual(['/print']);
  });

  it('normalises trailing slashes', () => {
    expect(normalizePath('/news/')).toBe('/news');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });

  it('guards ui, partnership, press, owners and compare only', () => {
    expect(['/ui', '/partnership/brokers', '/press/x', '/owners', '/compare/'].every(isGuardedPath)).toBe(true);
    expect(['/', '/partners', '/projects', '/news', '/uikit'].some(isGuardedPath)).toBe(false);
  });

  it('switches delayed start-up off under /print and /pdf', () => {
    expect(delaysStartup('/print')).toBe(false);
    expect(delaysStartup('/pdf/lots/1.pdf')).toBe(false);
    expect(delaysStartup('/printer')).toBe(true);
    expect(delaysStartup('/lots')).toBe(true);
  });

  it('places newsletter and promo banner per spec §2', () => {
    expect(footerSlot('news-slug')).toBe('newsletter');
    expect(footerSlot('services')).toBe('newsletter');
    expect(footerSlot('apartments-id')).toBe('none');
    expect(footerSlot('partnership-brokers')).toBe('none');
    expect(footerSlot('lots-id')).toBe('promo');
    expect(footerSlot('index')).toBe('promo');
  });

  it('builds concrete paths', () => {
    expect(buildPath('/projects/:slug', { slug: 'a b' })).toBe('/projects/a%20b');
  });
});
