/** The promo banners with a form (`GET /api/promo-forms/`): active ones, in the editors' order. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { promoForms } from '../db/schema/index.ts';

export function activePromoForms(db: Db) {
  return db
    .select({
      id: promoForms.id,
      title: promoForms.title,
      description: promoForms.description,
      tags: promoForms.tags,
      button_label: promoForms.buttonLabel,
      url: promoForms.url,
    })
    .from(promoForms)
    .where(eq(promoForms.isActive, true))
    .orderBy(asc(promoForms.sort), asc(promoForms.id));
}
