/**
 * Project list, facets and specs over the in-memory summaries. A facet counts
 * projects under every active filter except its own, so picking an option
 * never hides its siblings; a disabled option would give an empty list.
 */
import type { FacetOption } from '../../src/schemas/lots.ts';
import type { ProjectFacets, ProjectList, ProjectsQuery, ProjectSpecs } from '../../src/schemas/projects.ts';
import type { Db } from '../db/client.ts';
import {
  listItem,
  projectsWithPriceIn,
  projectSummaries,
  type ProjectKind,
  type ProjectSummary,
} from './project-catalogue.ts';
import { facetOption } from './facet-option.ts';

type Group = 'district' | 'completion_year' | 'metro' | 'has_free_lots' | 'price';
export type ProjectFilters = Omit<ProjectsQuery, 'page' | 'page_size' | 'ordering'>;

interface Context {
  kind: ProjectKind;
  summaries: ProjectSummary[];
  /** Projects inside the price range; null without a price filter. */
  inPrice: Set<number> | null;
}

async function context(db: Db, kind: ProjectKind, query: ProjectFilters): Promise<Context> {
  const summaries = await projectSummaries(db, { kind });
  const priced = query.price_min !== undefined || query.price_max !== undefined;
  const ids = summaries.map((summary) => summary.row.id);
  const inPrice = priced ? await projectsWithPriceIn(db, ids, { min: query.price_min, max: query.price_max }) : null;
  return { kind, summaries, inPrice };
}

function matches(summary: ProjectSummary, query: ProjectFilters, ctx: Context, skip?: Group): boolean {
  const { row } = summary;
  if (skip !== 'district' && query.district?.length && !query.district.includes(row.district)) return false;
  if (
    skip !== 'completion_year' &&
    query.completion_year?.length &&
    !summary.completionYears.some((year) => query.completion_year?.includes(year))
  )
    return false;
  if (
    skip !== 'metro' &&
    query.metro?.length &&
    !summary.stations.some((station) => query.metro?.includes(station.stationId))
  )
    return false;
  if (skip !== 'has_free_lots' && query.has_free_lots && summary.lotsFree === 0) return false;
  if (skip !== 'price' && ctx.inPrice && !ctx.inPrice.has(row.id)) return false;
  return true;
}

const byNullable = (a: number | null, b: number | null, direction: 1 | -1) => {
  // Projects without an offer go last either way: «от null ₽» means nothing to compare.
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return (a - b) * direction;
};

function compare(ordering: ProjectsQuery['ordering']) {
  return (a: ProjectSummary, b: ProjectSummary): number => {
    const tie = a.row.sort - b.row.sort || a.row.id - b.row.id;
    switch (ordering) {
      case 'name':
        return a.row.name.localeCompare(b.row.name, 'ru') || tie;
      case 'min_price':
        return byNullable(a.minPrice, b.minPrice, 1) || tie;
      case '-min_price':
        return byNullable(a.minPrice, b.minPrice, -1) || tie;
      case 'completion':
        return a.completionKey - b.completionKey || tie;
      case '-completion':
        return b.completionKey - a.completionKey || tie;
      case '-lots_free':
        return b.lotsFree - a.lotsFree || tie;
      default:
        return tie;
    }
  };
}

export async function projectList(db: Db, kind: ProjectKind, query: ProjectsQuery): Promise<ProjectList> {
  const ctx = await context(db, kind, query);
  const found = ctx.summaries.filter((summary) => matches(summary, query, ctx)).sort(compare(query.ordering));
  const pages = Math.ceil(found.length / query.page_size);
  const start = (query.page - 1) * query.page_size;
  return {
    count: found.length,
    page: query.page,
    pages,
    next_page: query.page < pages ? query.page + 1 : null,
    results: found.slice(start, start + query.page_size).map(listItem),
  };
}

function option(value: FacetOption['value'], label: string, count: number): FacetOption {
  return facetOption(value, label, count);
}

export async function projectFacets(db: Db, kind: ProjectKind, query: ProjectFilters): Promise<ProjectFacets> {
  const ctx = await context(db, kind, query);
  const under = (group: Group) => ctx.summaries.filter((summary) => matches(summary, query, ctx, group));
  const districts = [...new Set(ctx.summaries.map((summary) => summary.row.district))].sort((a, b) =>
    a.localeCompare(b, 'ru'),
  );
  const years = [...new Set(ctx.summaries.flatMap((summary) => summary.completionYears))].sort((a, b) => a - b);
  const stations = new Map<number, { name: string; line: string }>();
  for (const station of ctx.summaries.flatMap((summary) => summary.stations)) {
    stations.set(station.stationId, { name: station.metro_station.name, line: station.metro_station.line.name });
  }
  const names = [...stations.values()].map((station) => station.name);
  // «Парк культуры» is on two lines: the line name tells the options apart.
  const stationLabel = (station: { name: string; line: string }) =>
    names.filter((name) => name === station.name).length > 1 ? `${station.name} (${station.line})` : station.name;
  const byDistrict = under('district');
  const byYear = under('completion_year');
  const byMetro = under('metro');
  const byFree = under('has_free_lots');
  return {
    facets: {
      district: districts.map((district) =>
        option(district, district, byDistrict.filter((s) => s.row.district === district).length),
      ),
      completion_year: years.map((year) =>
        option(year, `${year} год`, byYear.filter((s) => s.completionYears.includes(year)).length),
      ),
      metro: [...stations]
        .map(([id, station]) =>
          option(
            id,
            stationLabel(station),
            byMetro.filter((s) => s.stations.some((item) => item.stationId === id)).length,
          ),
        )
        .sort((a, b) => a.label.localeCompare(b.label, 'ru')),
      has_free_lots: [
        option(
          true,
          kind === 'residential' ? 'Есть квартиры в продаже' : 'Есть помещения в продаже',
          byFree.filter((s) => s.lotsFree > 0).length,
        ),
      ],
    },
  };
}

function range(values: Array<number | null>): { min: number | null; max: number | null } {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? { min: Math.min(...present), max: Math.max(...present) } : { min: null, max: null };
}

/** The price range ignores the price filter itself, so a range slider keeps its full track. */
export async function projectSpecs(db: Db, kind: ProjectKind, query: ProjectFilters): Promise<ProjectSpecs> {
  const ctx = await context(db, kind, query);
  const all = ctx.summaries.filter((summary) => matches(summary, query, ctx));
  const priceScope = ctx.summaries.filter((summary) => matches(summary, query, ctx, 'price'));
  return {
    price: range(priceScope.flatMap((summary) => [summary.minPrice, summary.maxPrice])),
    area: range(all.flatMap((summary) => [summary.minArea, summary.maxArea])),
    completion_year: range(all.flatMap((summary) => summary.completionYears)),
  };
}
