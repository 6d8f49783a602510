import { describe, expect, it } from 'vitest';
import { classifyRequest, isNavigationAllowed, type RequestInfo } from './route-rules';

const ORIGIN = 'https://severin-dev.ru';
const req = (path: string, extra: Partial<RequestInfo> = {}): RequestInfo => ({
  url: new URL(path, ORIGIN),
  method: 'GET',
  mode: 'cors',
  destination: '',
  origin: ORIGIN,
  ...extra,
});

describe('classifyRequest', () => {
  it('sends page navigations to the shell, but not files, images, /api, /pdf or the listing feeds', () => {
    for (const path of [
      '/',
      '/lots',
      '/lots/12',
      '/projects/ostozhenka',
      '/media',
      '/media/spring-news',
      '/favorites?type=flat',
    ]) {
      expect(classifyRequest(req(path, { mode: 'navigate', destination: 'document' })), path).toBe('navigation');
    }
    for (const path of [
      '/api/info/',
      '/pdf/lots/12',
      '/images/?src=/media/files/a.png',
      '/media/files/doc.pdf',
      '/uploads/x',
      '/sw.js',
      '/feeds/yandex-realty.xml',
      '/feeds/cian.xml',
    ]) {
      expect(classifyRequest(req(path, { mode: 'navigate' })), path).toBeNull();
      expect(isNavigationAllowed(new URL(path, ORIGIN).pathname), path).toBe(false);
    }
  });

  it('keeps lot details apart from the lists', () => {
    expect(classifyRequest(req('/api/apartments/12/'))).toBe('lot-detail');
    expect(classifyRequest(req('/api/commercials/7/'))).toBe('lot-detail');
    expect(classifyRequest(req('/api/apartments/facets/'))).toBe('api-list');
    expect(classifyRequest(req('/api/apartments/?page=2&rooms=1,2'))).toBe('api-list');
  });

  it('caches public lists with stale-while-revalidate', () => {
    for (const path of [
      '/api/main_page/',
      '/api/info/',
      '/api/projects/',
      '/api/projects/x/genplan/',
      '/api/press/?type=about_us',
      '/api/seo/pages/?slug=/',
      '/api/lots/?ids=1,2',
    ]) {
      expect(classifyRequest(req(path)), path).toBe('api-list');
    }
  });

  it('never caches per-visitor lists, live probes, unsafe methods or other origins', () => {
    for (const path of ['/api/favorites/', '/api/comparison/', '/api/tech/', '/api/health/', '/api/openapi.json']) {
      expect(classifyRequest(req(path)), path).toBeNull();
    }
    expect(classifyRequest(req('/api/favorites/', { method: 'POST' }))).toBeNull();
    expect(classifyRequest(req('/api/favorites/3/', { method: 'DELETE' }))).toBeNull();
    expect(classifyRequest(req('/api/uploads/', { method: 'POST' }))).toBeNull();
    expect(classifyRequest(req('/api/info/', { url: new URL('https://cdn.example.com/api/info/') }))).toBeNull();
  });

  it('never caches the admin endpoints, whatever the method or file', () => {
    for (const path of ['/api/admin/lots.csv', '/api/admin/lots.xlsx', '/api/admin/', '/api/admin']) {
      expect(classifyRequest(req(path)), path).toBeNull();
      expect(classifyRequest(req(path, { mode: 'navigate', destination: 'document' })), path).toBeNull();
    }
    expect(classifyRequest(req('/api/admin/lots/import?dry_run=1', { method: 'POST' }))).toBeNull();
    // A lookalike outside the admin prefix is still an ordinary list.
    expect(classifyRequest(req('/api/administration/'))).toBe('api-list');
  });

  it('queues lead posts only', () => {
    expect(classifyRequest(req('/api/request/', { method: 'POST' }))).toBe('lead');
    expect(classifyRequest(req('/api/request/'))).toBeNull();
  });

  it('keeps the PDF renderer chunks and fonts, not other scripts', () => {
    expect(classifyRequest(req('/assets/pdf-browser-render-Ab12.js', { destination: 'script' }))).toBe('pdf-asset');
    expect(classifyRequest(req('/assets/Manrope_400Regular-Xy9.ttf', { destination: 'font' }))).toBe('pdf-asset');
    expect(classifyRequest(req('/assets/lot-screen-Ab12.js', { destination: 'script' }))).toBeNull();
    expect(classifyRequest(req('/assets/pdf-x.js.map'))).toBeNull();
    expect(classifyRequest(req('/assets/nested/pdf-x.js'))).toBeNull();
    expect(
      classifyRequest(req('/assets/pdf-x.js', { url: new URL('https://cdn.example.com/assets/pdf-x.js') })),
    ).toBeNull();
  });

  it('tells plans from other pictures', () => {
    expect(classifyRequest(req('/media/files/plans/12.svg', { destination: 'image' }))).toBe('plan');
    expect(classifyRequest(req('/images/?src=/media/files/plans/12.png&w=960', { destination: 'image' }))).toBe('plan');
    expect(classifyRequest(req('/images/?src=/media/files/projects/a/hero.svg&w=640', { destination: 'image' }))).toBe(
      'image',
    );
    expect(classifyRequest(req('/media/files/projects/a/hero.jpg'))).toBe('image');
    expect(classifyRequest(req('/media/files/docs/terms.pdf'))).toBeNull();
    expect(classifyRequest(req('/assets/index-abc.js', { destination: 'script' }))).toBeNull();
  });
});
