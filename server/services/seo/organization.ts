/**
 * The Organization JSON-LD of every page, from the same `brand`, `contacts`
 * and `socials` site settings the header and footer show. Contacts change
 * rarely, so the block is kept per database while the content version
 * (services/content-version.ts) stands: a rendered page kept for a new
 * version must not carry the previous contacts.
 */
import type { Db } from '../../db/client.ts';
import { BRAND } from '../../db/seed/brand.ts';
import { contentVersionFor } from '../content-version.ts';
import { readSettings } from '../site-settings.ts';
import { organizationLd, type JsonLd } from '../../../src/lib/seo/json-ld.ts';

const cache = new WeakMap<Db, { origin: string; value: JsonLd; version: number }>();

export async function organizationFor(db: Db, origin: string): Promise<JsonLd> {
  const version = await contentVersionFor(db).current();
  const kept = cache.get(db);
  if (kept && kept.origin === origin && kept.version === version) return kept.value;
  const { brand, contacts, socials } = await readSettings(db, ['brand', 'contacts', 'socials']);
  const value = organizationLd({
    origin,
    name: brand.name || BRAND.name,
    legalName: brand.legal_name || BRAND.legalName,
    phone: contacts.phone || BRAND.phone,
    email: contacts.email || BRAND.email,
    address: contacts.address || BRAND.address,
    socials: socials.map((social) => social.link),
  });
  cache.set(db, { origin, value, version });
  return value;
}
