/**
 * Who the site is: the brand, legal name, slogan and contacts (site settings
 * `brand`, `contacts`) and the description of a page with no meta of its own
 * (`page_meta`). Runtime code reads them here, never from the seed, which is
 * only one writer of those rows: an edit in the database shows on the site
 * without a restart. Kept per database while the content version stands
 * (site_settings bumps it, migration 0005), so a page view costs no query.
 */
import { BRAND_NAME } from '../../src/lib/brand.ts';
import type { Db } from '../db/client.ts';
import { contentVersionFor } from './content-version.ts';
import { readSettings } from './site-settings.ts';

export interface SiteIdentity {
  /** Brand as buyers know it («Северин»). */
  name: string;
  legalName: string;
  slogan: string;
  phone: string;
  email: string;
  address: string;
  /** Meta description of a page without its own. */
  defaultDescription: string;
}

export async function readSiteIdentity(db: Db): Promise<SiteIdentity> {
  const { brand, contacts, page_meta } = await readSettings(db, ['brand', 'contacts', 'page_meta']);
  return {
    name: brand.name,
    legalName: brand.legal_name,
    slogan: brand.slogan,
    phone: contacts.phone,
    email: contacts.email,
    address: contacts.address,
    defaultDescription: page_meta.default_description,
  };
}

const kept = new WeakMap<Db, { version: number; value: Promise<SiteIdentity> }>();
const lastRead = new WeakMap<Db, SiteIdentity>();

/** The identity of the current content version: read once per version, shared by every page. */
export async function siteIdentityFor(db: Db): Promise<SiteIdentity> {
  const version = await contentVersionFor(db).current();
  const entry = kept.get(db);
  if (entry && entry.version === version) return entry.value;
  const value = readSiteIdentity(db);
  const fresh = { version, value };
  kept.set(db, fresh);
  // A failed read is not kept: the next page asks the database again.
  value.then(
    (identity) => lastRead.set(db, identity),
    () => kept.get(db) === fresh && kept.delete(db),
  );
  return value;
}

/**
 * For the pages drawn when the database does not answer (the error page,
 * the offline shell): the last identity read, or only the brand name the app
 * itself is built with when the database never answered since the start.
 */
export function lastSiteIdentity(db: Db): SiteIdentity {
  return (
    lastRead.get(db) ?? {
      name: BRAND_NAME,
      legalName: '',
      slogan: '',
      phone: '',
      email: '',
      address: '',
      defaultDescription: '',
    }
  );
}

/** The identity now, or the last one known when the database cannot say. */
export function siteIdentityOrLast(db: Db): Promise<SiteIdentity> {
  return siteIdentityFor(db).catch(() => lastSiteIdentity(db));
}

/** A page title under the brand: «Контакты — Северин». */
export const titleWithBrand = (identity: Pick<SiteIdentity, 'name'>, title: string) => `${title} — ${identity.name}`;
