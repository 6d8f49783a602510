/**
 * The Organization JSON-LD of every page, from the same `brand`, `contacts`
 * and `socials` site settings the header and footer show. Contacts change
 * rarely, so the block is kept per database while the content version
 * (services/content-version.ts) stands: a rendered page kept for a new
 * version must not carry the previous contacts.
 */
import type { Db } from '../../db/client.ts';
import { contentVersionFor } from '../content-version.ts';
import { readSettings } from '../site-settings.ts';
import { siteIdentityFor } from '../site-identity.ts';
import { organizationLd, type JsonLd } from '../../../src/lib/seo/json-ld.ts';

const cache = new WeakMap<Db, { origin: string; value: JsonLd; version: number }>();

export async function organizationFor(db: Db, origin: string): Promise<JsonLd> {
  const version = await contentVersionFor(db).current();
  const kept = cache.get(db);
  if (kept && kept.origin === origin && kept.version === version) return kept.value;
  const [identity, { socials }] = await Promise.all([siteIdentityFor(db), readSettings(db, ['socials'])]);
  const value = organizationLd({
    origin,
    name: identity.name,
    legalName: identity.legalName,
    phone: identity.phone,
    email: identity.email,
    address: identity.address,
    socials: socials.map((social) => social.link),
  });
  cache.set(db, { origin, value, version });
  return value;
}
