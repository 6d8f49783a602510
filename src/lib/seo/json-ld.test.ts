import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY,
  breadcrumbLd,
  jsonLdScript,
  listingLd,
  newsArticleLd,
  organizationLd,
  postalAddress,
  schemaPhone,
} from './json-ld';

const ORIGIN = 'https://severin-dev.ru';
const parseScript = (html: string) =>
  JSON.parse(/^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)![1]) as Record<string, unknown>;

const listing = (status: 'free' | 'BOOKED' | 'sold', rooms: number | null = 2) =>
  listingLd({
    origin: ORIGIN,
    url: '/lots/42',
    name: '2-комнатная квартира, 64,2 м²',
    description: 'ЖК «Северный квартал», корпус 2',
    image: '/media/files/plans/7.svg',
    price: 48_500_000,
    status,
    area: 64.2,
    rooms,
    floor: 12,
    address: 'Москва, ул. Академика Королёва, 13',
    projectName: 'Северный квартал',
    updatedAt: '2026-11-01T10:00:00.000Z',
  });

describe('JSON-LD builders', () => {
  it('organization: phone in schema.org form, daily 9–21 hours, Moscow address, socials', () => {
    const ld = organizationLd({
      origin: ORIGIN,
      name: 'Северин',
      legalName: 'ООО «Северин Девелопмент»',
      phone: '8 (495) 120-45-67',
      email: 'info@severin-dev.ru',
      address: 'Москва, Пречистенская набережная, 17',
      socials: ['https://t.me/severin_dev'],
    });
    expect(ld).toMatchObject({
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      telephone: '+7-495-120-45-67',
      openingHours: 'Mo-Su 09:00-21:00',
      sameAs: ['https://t.me/severin_dev'],
    });
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Пречистенская набережная, 17',
      addressLocality: 'Москва',
      addressRegion: 'Москва',
      addressCountry: 'RU',
    });
    expect((ld.contactPoint as { hoursAvailable: { dayOfWeek: string[] } }).hoursAvailable.dayOfWeek).toContain(
      'Sunday',
    );
  });

  it('leaves an unusual phone or address as written', () => {
    expect(schemaPhone('доб. 12')).toBe('доб. 12');
    expect(postalAddress('Химки, ул. Ленина, 1').streetAddress).toBe('Химки, ул. Ленина, 1');
  });

  it('listing: absolute addresses, RUB offer and availability by status', () => {
    const ld = listing('free');
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      url: `${ORIGIN}/lots/42`,
      image: `${ORIGIN}/media/files/plans/7.svg`,
    });
    expect(ld.offers).toMatchObject({
      price: 48_500_000,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      seller: { '@id': `${ORIGIN}/#organization` },
    });
    expect((listing('BOOKED').offers as { availability: string }).availability).toBe(AVAILABILITY.BOOKED);
    expect((listing('sold').offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
  });

  it('listing: a studio counts one room; parking is an Accommodation without rooms', () => {
    expect(listing('free', 0).about).toMatchObject({ '@type': 'Apartment', numberOfRooms: 1 });
    expect(listing('free', null).about).not.toHaveProperty('numberOfRooms');
    expect(listing('free', null).about).toMatchObject({ '@type': 'Accommodation' });
  });

  it('breadcrumbs are numbered from 1 with absolute items', () => {
    const ld = breadcrumbLd(
      [
        { name: 'Главная', path: '/' },
        { name: 'Новости', path: '/news' },
      ],
      ORIGIN,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Новости', item: `${ORIGIN}/news` },
    ]);
  });

  it('news article keeps a headline within 110 characters', () => {
    const ld = newsArticleLd({
      origin: ORIGIN,
      url: '/news/x',
      title: 'Я'.repeat(150),
      lead: 'Лид',
      image: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      organizationName: 'Северин',
    });
    expect((ld.headline as string).length).toBe(110);
    expect(ld).not.toHaveProperty('image');
    expect(ld.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${ORIGIN}/news/x` });
  });

  it('script block cannot be closed by the data and parses back to the same value', () => {
    const html = jsonLdScript({ name: 'A </script><script>alert(1)</script> \u2028 B' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(parseScript(html).name).toBe('A </script><script>alert(1)</script> \u2028 B');
  });
});
