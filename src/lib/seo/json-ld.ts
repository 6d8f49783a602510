/**
 * schema.org JSON-LD builders (pure): Organization on every page,
 * BreadcrumbList, RealEstateListing with an Offer for lots, NewsArticle for
 * articles and ApartmentComplex / Place for projects. Inputs are plain
 * values, so the builders are unit-tested without a database.
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The call centre works daily 9:00–21:00 (spec §2 header «Ежедневно с 9:00 до 21:00»). */
const OPENING_HOURS = 'Mo-Su 09:00-21:00';

export interface OrganizationInput {
  origin: string;
  name: string;
  legalName: string;
  phone: string;
  email: string;
  address: string;
  socials: readonly string[];
}

/** Relative paths (`/media/files/…`) become absolute: search engines ignore relative ones. */
function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** `+7 (495) 120-45-67` → `+7-495-120-45-67`, the form schema.org examples use. */
export function schemaPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')) ? digits.slice(1) : digits;
  if (national.length !== 10) return phone;
  return `+7-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}

const organizationId = (origin: string) => `${absolute('/', origin)}#organization`;

/** «Москва, Пречистенская набережная, 17, …» → city and street parts of a PostalAddress. */
export function postalAddress(address: string): JsonLd {
  const [first, ...rest] = address.split(',').map((part) => part.trim());
  const isCity = first === 'Москва' && rest.length > 0;
  return {
    '@type': 'PostalAddress',
    streetAddress: isCity ? rest.join(', ') : address,
    addressLocality: 'Москва',
    addressRegion: 'Москва',
    addressCountry: 'RU',
  };
}

export function organizationLd(input: OrganizationInput): JsonLd {
  const telephone = schemaPhone(input.phone);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(input.origin),
    name: input.name,
    legalName: input.legalName,
    url: absolute('/', input.origin),
    logo: absolute('/icons/icon-512.png', input.origin),
    telephone,
    email: input.email,
    address: postalAddress(input.address),
    openingHours: OPENING_HOURS,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone,
      email: input.email,
      areaServed: 'RU',
      availableLanguage: 'Russian',
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: '09:00', closes: '21:00' },
    },
    ...(input.socials.length ? { sameAs: [...input.socials] } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Path of the page; the current (last) page has one too — schema.org allows it. */
  path: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, origin),
    })),
  };
}

export type ListingStatus = 'free' | 'BOOKED' | 'sold';

/** Booked lots may come back on sale, so they are «Reserved», not sold out. */
export const AVAILABILITY: Record<ListingStatus, string> = {
  free: 'https://schema.org/InStock',
  BOOKED: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

export interface ListingInput {
  origin: string;
  url: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  status: ListingStatus;
  area: number;
  rooms: number | null;
  floor: number;
  address: string;
  projectName: string;
  updatedAt: string;
}

export function listingLd(input: ListingInput): JsonLd {
  const url = absolute(input.url, input.origin);
  const accommodation: JsonLd = {
    '@type': input.rooms === null ? 'Accommodation' : 'Apartment',
    name: input.name,
    floorSize: { '@type': 'QuantitativeValue', value: input.area, unitCode: 'MTK', unitText: 'м²' },
    floorLevel: String(input.floor),
    address: postalAddress(input.address),
    containedInPlace: { '@type': 'Residence', name: input.projectName },
    ...(input.rooms === null ? {} : { numberOfRooms: Math.max(input.rooms, 1) }),
  };
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: input.name,
    description: input.description,
    url,
    ...(input.image ? { image: absolute(input.image, input.origin) } : {}),
    dateModified: input.updatedAt,
    about: accommodation,
    offers: {
      '@type': 'Offer',
      url,
      price: input.price,
      priceCurrency: 'RUB',
      availability: AVAILABILITY[input.status],
      seller: { '@id': organizationId(input.origin) },
    },
  };
}

export interface ArticleInput {
  origin: string;
  url: string;
  title: string;
  lead: string;
  image: string | null;
  publishedAt: string;
  updatedAt: string;
  organizationName: string;
}

export function newsArticleLd(input: ArticleInput): JsonLd {
  const url = absolute(input.url, input.origin);
  const publisher = {
    '@type': 'Organization',
    '@id': organizationId(input.origin),
    name: input.organizationName,
    logo: { '@type': 'ImageObject', url: absolute('/icons/icon-512.png', input.origin) },
  };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: input.title.slice(0, 110),
    description: input.lead,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(input.image ? { image: [absolute(input.image, input.origin)] } : {}),
    datePublished: input.publishedAt,
    dateModified: input.updatedAt,
    inLanguage: 'ru-RU',
    author: publisher,
    publisher,
  };
}

export interface ProjectLdInput {
  origin: string;
  url: string;
  name: string;
  description: string;
  image: string | null;
  address: string;
  lat: number | null;
  lng: number | null;
  residential: boolean;
}

export function projectLd(input: ProjectLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': input.residential ? 'ApartmentComplex' : 'Place',
    name: input.name,
    description: input.description,
    url: absolute(input.url, input.origin),
    ...(input.image ? { image: absolute(input.image, input.origin) } : {}),
    address: postalAddress(input.address),
    ...(input.lat !== null && input.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: input.lat, longitude: input.lng } }
      : {}),
  };
}

/**
 * A `<script type="application/ld+json">` block. `<` is written as `\u003c`
 * so a title containing `</script>` cannot close the block early; JSON.parse
 * reads the escape back as the same character.
 */
export function jsonLdScript(data: JsonLd): string {
  const text = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${text}</script>`;
}
