/** The partners list (filtered by type slugs) and the partner types with their counts, for /partners. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners, partnerTypes } from '../../db/schema/index.ts';

/** Partners in type order, then their own; `types` (slugs) narrows them when given. */
export async function listPartners(db: Db, types?: readonly string[]) {
  const rows = await db
    .select({ partner: partners, type: partnerTypes.slug, typeName: partnerTypes.name })
    .from(partners)
    .innerJoin(partnerTypes, eq(partnerTypes.id, partners.typeId))
    .where(types?.length ? inArray(partnerTypes.slug, [...types]) : undefined)
    .orderBy(asc(partnerTypes.sort), asc(partners.sort), asc(partners.id));
  return rows.map(({ partner, type, typeName }) => ({
    id: partner.id,
    name: partner.name,
    description: partner.description,
    logo: partner.logo,
    url: partner.url,
    type,
    type_name: typeName,
  }));
}

/** Every partner type with the number of its partners (zero included). */
export function partnerTypeCounts(db: Db) {
  return db
    .select({ id: partnerTypes.id, slug: partnerTypes.slug, name: partnerTypes.name, count: count(partners.id) })
    .from(partnerTypes)
    .leftJoin(partners, eq(partners.typeId, partnerTypes.id))
    .groupBy(partnerTypes.id)
    .orderBy(asc(partnerTypes.sort), asc(partnerTypes.id));
}
