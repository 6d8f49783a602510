/**
 * Construction progress of a project: one report per month with photos and
 * videos, newest first. Progress, photo and video reports and the current
 * descriptions are views of the same two tables; two queries per call.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  ConstructionMonth,
  ConstructionProgress,
  ConstructionQuery,
  CurrentDescriptions,
  MediaReport,
  ProjectFacets,
} from '../../src/schemas/projects.ts';
import type { Db } from '../db/client.ts';
import { constructionMedia, constructionReports } from '../db/schema/index.ts';
import { facetOption } from './facet-option.ts';

const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

/** `2025-03` → «Март 2025». */
function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

function reportFilters(projectId: number, query: ConstructionQuery, skip?: 'year' | 'month'): SQL[] {
  const where: SQL[] = [eq(constructionReports.projectId, projectId)];
  if (skip !== 'year' && query.year !== undefined) {
    where.push(
      gte(constructionReports.month, `${query.year}-01-01`),
      lt(constructionReports.month, `${query.year + 1}-01-01`),
    );
  }
  if (skip !== 'month' && query.month?.length)
    where.push(
      inArray(
        constructionReports.month,
        query.month.map((month) => `${month}-01`),
      ),
    );
  return where;
}

async function reports(db: Db, where: SQL[]) {
  return db
    .select()
    .from(constructionReports)
    .where(and(...where))
    .orderBy(desc(constructionReports.month), desc(constructionReports.id));
}

async function constructionMonths(db: Db, projectId: number, query: ConstructionQuery): Promise<ConstructionMonth[]> {
  const rows = await reports(db, reportFilters(projectId, query));
  const ids = rows.map((row) => row.id);
  const media = ids.length
    ? await db
        .select()
        .from(constructionMedia)
        .where(inArray(constructionMedia.reportId, ids))
        .orderBy(asc(constructionMedia.sort), asc(constructionMedia.id))
    : [];
  return rows.map((row) => {
    const month = row.month.slice(0, 7);
    const own = media.filter((item) => item.reportId === row.id);
    return {
      id: row.id,
      month,
      month_name: monthName(month),
      title: row.title,
      description: row.description,
      progress: row.progress,
      photos: own
        .filter((item) => item.kind === 'photo')
        .map((item) => ({ src: item.url, alt: item.caption ?? row.title })),
      videos: own
        .filter((item) => item.kind === 'video')
        .map((item) => ({ src: item.url, preview: item.preview, title: item.caption ?? row.title })),
    };
  });
}

export async function constructionProgress(
  db: Db,
  projectId: number,
  query: ConstructionQuery,
): Promise<ConstructionProgress> {
  const months = await constructionMonths(db, projectId, query);
  return { count: months.length, months };
}

/** Years over all reports (a month filter narrows inside a year); months under the year filter. */
export async function constructionFacets(db: Db, projectId: number, query: ConstructionQuery): Promise<ProjectFacets> {
  const [forYears, forMonths] = await Promise.all([
    reports(db, reportFilters(projectId, {})),
    reports(db, reportFilters(projectId, query, 'month')),
  ]);
  const years = new Map<number, number>();
  for (const row of forYears) {
    const year = Number(row.month.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + 1);
  }
  return {
    facets: {
      year: [...years].sort(([a], [b]) => b - a).map(([year, count]) => facetOption(year, String(year), count)),
      month: forMonths.map((row) => facetOption(row.month.slice(0, 7), monthName(row.month.slice(0, 7)), 1)),
    },
  };
}

export async function constructionSpecs(db: Db, projectId: number, query: ConstructionQuery) {
  const rows = await reports(db, reportFilters(projectId, query));
  const progress = rows.map((row) => row.progress);
  const months = rows.map((row) => row.month.slice(0, 7)).sort();
  return {
    progress: progress.length ? { min: Math.min(...progress), max: Math.max(...progress) } : { min: null, max: null },
    month: { min: months[0] ?? null, max: months.at(-1) ?? null },
  };
}

/** Months having items of the kind, each with its cover and items. */
export async function mediaReports(
  db: Db,
  projectId: number,
  query: ConstructionQuery,
  kind: 'photo' | 'video',
): Promise<MediaReport[]> {
  const months = await constructionMonths(db, projectId, query);
  return months
    .filter((month) => (kind === 'photo' ? month.photos.length : month.videos.length) > 0)
    .map((month) => ({
      id: month.id,
      month: month.month,
      month_name: month.month_name,
      title: month.title,
      cover: kind === 'photo' ? (month.photos[0]?.src ?? null) : (month.videos[0]?.preview ?? null),
      count: kind === 'photo' ? month.photos.length : month.videos.length,
      photos: kind === 'photo' ? month.photos : [],
      videos: kind === 'video' ? month.videos : [],
    }));
}

export async function currentDescriptions(db: Db, projectId: number): Promise<CurrentDescriptions> {
  const rows = await reports(db, reportFilters(projectId, {}));
  const results = rows.map((row) => ({
    id: row.id,
    month: row.month.slice(0, 7),
    title: row.title,
    text: row.description,
    progress: row.progress,
  }));
  return { progress: results[0]?.progress ?? null, month: results[0]?.month ?? null, results };
}
