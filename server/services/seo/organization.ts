/**
 * The Organization JSON-LD of every page, from the same `brand`, `contacts`
 * and `socials` site settings the header and footer show. Contacts change
 * rarely, so the block is kept a few minutes per database instead of one
 * settings query per page view.
 */
import type { Db } from '../../db/client.ts';
import { BRAND } from '../../db/seed/brand.ts';
import { readSettings } from '../site-settings.ts';
import { organizationLd, type JsonLd } from '../../../src/lib/seo/json-ld.ts';

const TTL_MS = 5 * 60_000;
const cache = new WeakMap<Db, { origin: string; value: JsonLd; expires: number }>();

export async function organizationFor(db: Db, origin: string, now = Date.now()): Promise<JsonLd> {
  const kept = cache.get(db);
  if (kept && kept.origin === origin && kept.expires > now) return kept.value;
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
  cache.set(db, { origin, value, expires: now + TTL_MS });
  return value;
}
