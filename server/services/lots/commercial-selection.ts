/**
 * The «Подбор коммерции» purchase method (`/api/commercial_selection/`, spec
 * §7): free commercial premises summed up per kind and project (how many,
 * areas, lowest price and price per m², a link to the filtered catalogue),
 * its facets (kind, project) and specs (price, area). Computed from the
 * in-memory lot catalogue, so it agrees with /lots.
 */
import { LOT_KIND_NAMES } from '../../../src/lib/lot-kind-names.ts';
import { isOnSale } from '../../../src/lib/on-sale.ts';
import {
  COMMERCIAL_KINDS,
  type CommercialKind,
  type CommercialOffer,
  type CommercialSelectionQuery,
} from '../../../src/schemas/purchase.ts';
import { facetOption } from '../facet-option.ts';
import type { LotRecord, Snapshot } from './snapshot.ts';

const isCommercial = (kind: string): kind is CommercialKind => (COMMERCIAL_KINDS as readonly string[]).includes(kind);

/** Commercial lots on sale (decision 031) under the query; `skip` leaves one option filter out for its facet. */
function selected(snapshot: Snapshot, query: CommercialSelectionQuery, skip?: 'kind' | 'project'): LotRecord[] {
  return snapshot.lots.filter(
    (lot) =>
      isOnSale(lot.status) &&
      isCommercial(lot.kind) &&
      (skip === 'kind' || !query.kind?.length || query.kind.includes(lot.kind)) &&
      (skip === 'project' || !query.project?.length || query.project.includes(lot.project.id)) &&
      (query.price_max === undefined || lot.price <= query.price_max) &&
      (query.area_min === undefined || lot.area >= query.area_min) &&
      (query.area_max === undefined || lot.area <= query.area_max),
  );
}

export function commercialOffers(snapshot: Snapshot, query: CommercialSelectionQuery) {
  const groups = new Map<string, LotRecord[]>();
  for (const lot of selected(snapshot, query)) {
    const key = `${lot.project.id}:${lot.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), lot]);
  }
  const results: CommercialOffer[] = [...groups.values()].map((lots) => {
    const [{ project, kind }] = lots;
    const areas = lots.map((lot) => lot.area);
    return {
      kind: kind as CommercialKind,
      kind_name: LOT_KIND_NAMES[kind],
      project: { id: project.id, slug: project.slug, name: project.name, district: project.district },
      count: lots.length,
      area: { min: Math.min(...areas), max: Math.max(...areas) },
      price_from: Math.min(...lots.map((lot) => lot.price)),
      price_per_m2_from: Math.min(...lots.map((lot) => lot.pricePerM2)),
      url: `/lots?type=${kind}&project=${project.id}`,
    };
  });
  // Cheapest entry first: an investor compares the threshold of entry.
  results.sort((a, b) => a.price_from - b.price_from || a.project.id - b.project.id);
  return { count: results.length, results };
}

export function commercialFacets(snapshot: Snapshot, query: CommercialSelectionQuery) {
  const byKind = selected(snapshot, query, 'kind');
  const byProject = selected(snapshot, query, 'project');
  const projects = [...snapshot.projects.values()]
    .filter((project) =>
      snapshot.lots.some((lot) => lot.project.id === project.id && isCommercial(lot.kind) && isOnSale(lot.status)),
    )
    .sort((a, b) => a.sort - b.sort);
  return {
    facets: {
      kind: COMMERCIAL_KINDS.map((kind) =>
        facetOption(kind, LOT_KIND_NAMES[kind], byKind.filter((lot) => lot.kind === kind).length),
      ),
      project: projects.map((project) =>
        facetOption(project.id, project.name, byProject.filter((lot) => lot.project.id === project.id).length),
      ),
    },
  };
}

export function commercialSpecs(snapshot: Snapshot, query: CommercialSelectionQuery) {
  const lots = selected(snapshot, { kind: query.kind, project: query.project });
  const range = (values: number[]) =>
    values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null };
  return { price: range(lots.map((lot) => lot.price)), area: range(lots.map((lot) => lot.area)) };
}
