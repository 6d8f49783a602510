/**
 * Prerendered layers of two pages that are no entity of their own but were
 * the slowest first paints (Lighthouse, decision 016): the catalogue `/lots`
 * and the purchase methods `/purchase/{slug}`. Without a layer their largest
 * paint was the app's heading, drawn only after the scripts had run; with it
 * the server's HTML has the heading and text, and the app removes the layer
 * once its own `h1` is in `#root` (decision 014). Built like the entity pages
 * (entity-pages.ts): the same markup, breadcrumbs and BreadcrumbList.
 */
import { formatCount, formatPriceFrom, NOUNS } from '../../../src/lib/format/index.ts';
import { bodyParagraphs, keepUnits, purchaseTerms } from '../../../src/lib/purchase-terms.ts';
import { PURCHASE_ROOT } from '../../../src/lib/routes.ts';
import { breadcrumbLd, type Crumb } from '../../../src/lib/seo/json-ld.ts';
import { catalogFor } from '../lots/catalog.ts';
import { withCatalogueDefaults } from '../../../src/lib/on-sale.ts';
import { catalogScope, compilePredicates, passesAll } from '../lots/filters.ts';
import type { Snapshot } from '../lots/snapshot.ts';
import { findPurchaseMethod } from '../purchase-methods.ts';
import { CATALOGUE, HOME, type EntityPage, type EntityPageInput } from './entity-pages.ts';
import { prerenderPage, type Fact } from './markup.ts';

export interface CatalogueSummary {
  /** Lots `/lots` lists by default (homes on sale): the count the app shows as «Найдено N лотов». */
  count: number;
  /** Cheapest of them: the first card of the app's default order (price ascending). */
  minPrice: number | null;
  projects: number;
}

const SUMMARY_MEMO = 'seo:catalogue-summary';

/**
 * What `/lots` shows before any filter: its default view, homes on sale
 * (decision 031), read by the same filter engine as `GET /api/apartments/`
 * with the app's defaults, so «В продаже» here is the app's «Найдено». Kept in the snapshot's memo, so a page
 * view costs a map lookup, and a catalogue change (a new version, a new
 * snapshot) brings a new summary on the next view; the render cache keys
 * `/lots` by the catalogue version (html/render-cache.ts), nothing else to clear.
 */
export function catalogueSummary(snapshot: Snapshot): CatalogueSummary {
  const kept = snapshot.memo.get(SUMMARY_MEMO) as CatalogueSummary | undefined;
  if (kept) return kept;
  const scope = catalogScope(snapshot, 'apartments');
  const predicates = compilePredicates(snapshot, withCatalogueDefaults({}));
  const projects = new Set<number>();
  let minPrice: number | null = null;
  let count = 0;
  for (const index of scope) {
    if (!passesAll(index, predicates)) continue;
    count++;
    const lot = snapshot.lots[index];
    projects.add(lot.project.id);
    if (minPrice === null || lot.price < minPrice) minPrice = lot.price;
  }
  const summary: CatalogueSummary = { count, minPrice, projects: projects.size };
  snapshot.memo.set(SUMMARY_MEMO, summary);
  return summary;
}

function withBreadcrumbs(input: EntityPageInput, crumbs: Crumb[], html: string): EntityPage {
  return { jsonLd: [breadcrumbLd(crumbs, input.origin)], html };
}

/**
 * `/lots` under any query string: the filters live in the URL and only the
 * app applies them, so the layer stays the unfiltered summary (the canonical
 * address is `/lots` anyway). The heading is the meta `h1`, the one the
 * app's catalogue screen shows from the same `seo/pages/` answer.
 */
export async function cataloguePage(input: EntityPageInput): Promise<EntityPage> {
  const summary = catalogueSummary(await catalogFor(input.db).current());
  const crumbs = [HOME, CATALOGUE];
  const facts: Fact[] = [
    { label: 'В продаже', value: formatCount(summary.count, NOUNS.lot) },
    ...(summary.projects ? [{ label: 'Проекты', value: formatCount(summary.projects, NOUNS.project) }] : []),
  ];
  const html = prerenderPage({
    crumbs,
    h1: input.meta.h1,
    price: summary.minPrice !== null ? { value: formatPriceFrom(summary.minPrice) } : undefined,
    facts,
    paragraphs: [input.meta.description],
  });
  return withBreadcrumbs(input, crumbs, html);
}

/**
 * `/purchase/{slug}`: the method's heading, lead and text and its best terms,
 * read like `GET /api/purchase/{slug}/` and worded by the same functions as
 * the app's method hero (`src/lib/purchase-terms.ts`), so the hand-over
 * changes no character. An unknown or unpublished slug is a 404 page before
 * this is reached; null here (a number instead of a slug) means no layer.
 *
 * «Способы покупки» has no page of its own: the menus send it to the first
 * method, so that is its crumb, left out on that very page.
 */
export async function purchasePage(input: EntityPageInput, slug: string): Promise<EntityPage | null> {
  const method = await findPurchaseMethod(input.db, slug);
  if (!method || method.slug !== slug) return null;
  const section: Crumb = { name: 'Способы покупки', path: PURCHASE_ROOT };
  const crumbs = [HOME, ...(input.path === PURCHASE_ROOT ? [] : [section]), { name: input.meta.h1, path: input.path }];
  const html = prerenderPage({
    crumbs,
    h1: keepUnits(input.meta.h1),
    facts: purchaseTerms(method),
    paragraphs: [keepUnits(method.lead), ...bodyParagraphs(method.body)],
  });
  return withBreadcrumbs(input, crumbs, html);
}
