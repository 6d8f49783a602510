import { describe, expect, it } from 'vitest';
import { copyrightLine, footerColumns, LEGAL_LINKS } from './footer-links';

const purchase = [
  { slug: 'mortgage', label: 'Ипотека', title: 'Ипотека' },
  { slug: 'family', label: 'Семейная\nипотека', title: 'Семейная ипотека' },
];

describe('footerColumns', () => {
  it('lists property, purchase and company links', () => {
    const columns = footerColumns(purchase, { showOwners: true });
    expect(columns.map((c) => c.title)).toEqual(['Недвижимость', 'Способы покупки', 'Компания']);
    expect(columns[0].links.map((l) => l.to)).toEqual(['/projects', '/projects-commercial/', '/lots', '/promo']);
    expect(columns[1].links).toEqual([
      { label: 'Ипотека', to: '/purchase/mortgage' },
      { label: 'Семейная ипотека', to: '/purchase/family' },
    ]);
    expect(columns[2].links.map((l) => l.to)).toEqual([
      '/about',
      '/news',
      '/media',
      '/partners',
      '/vacancies',
      '/tenders',
      '/contacts',
      '/owners',
    ]);
  });

  it('drops the purchase column while site info is missing', () => {
    expect(footerColumns(undefined, { showOwners: true }).map((c) => c.title)).toEqual(['Недвижимость', 'Компания']);
  });

  it('hides the guarded owners page where the guard would redirect', () => {
    const company = footerColumns(purchase, { showOwners: false }).at(-1);
    expect(company?.links.some((l) => l.to === '/owners')).toBe(false);
  });
});

describe('legal links and copyright', () => {
  it('links the three legal pages', () => {
    expect(LEGAL_LINKS.map((l) => l.to)).toEqual(['/documents', '/policy', '/personal-data-processing']);
  });
  it('runs from 2014 to the current year', () => {
    expect(copyrightLine('ООО «Северин Девелопмент»', Date.UTC(2031, 5, 1))).toBe(
      '© 2014–2031 ООО «Северин Девелопмент»',
    );
    // New Year comes to Moscow three hours before it comes to a server on UTC.
    expect(copyrightLine('ООО «Северин Девелопмент»', Date.parse('2031-12-31T21:30:00Z'))).toBe(
      '© 2014–2032 ООО «Северин Девелопмент»',
    );
  });
});
