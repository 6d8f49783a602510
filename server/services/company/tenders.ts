/**
 * The tender pages (spec §7 `tenders/` + `facets/`, `specs/`, `{id}/`,
 * `tenders_page/`). A tender is `open` while its status is open and the
 * deadline is ahead; an open one past its deadline is summing up.
 * Open tenders come first, soonest deadline first, then the rest newest first.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, tenders } from '../../db/schema/index.ts';
import {
  TENDER_STATE_NAMES,
  TENDER_STATES,
  type TenderCard,
  type TenderDetail,
  type TendersPage,
  type TendersQuery,
  type TenderState,
} from '../../../src/schemas/company-lists.ts';
import { httpError } from '../project-page.ts';
import { blockOf, COMPANY_BLOCK_PAGES as PAGES, INTRO_KEY } from './company-blocks.ts';
import { byIdOrSlug, facetsOf, filterItems, rangeOf, type Dimension } from './list-filters.ts';

const TENDER_NOT_FOUND = 'Тендер не найден';
const DAY_MS = 86_400_000;

const DIMENSIONS: Dimension<TenderCard>[] = [
  { key: 'category', value: (tender) => tender.category },
  { key: 'project', value: (tender) => tender.project_id ?? 0, label: (_, tender) => tender?.project ?? 'Без проекта' },
  {
    key: 'status',
    value: (tender) => tender.status,
    label: (value) => TENDER_STATE_NAMES[value as TenderState],
    order: TENDER_STATES,
  },
];

/** Whole days left until the deadline, rounded up: «осталось 1 день» until the very last moment. */
const daysLeft = (deadline: string, now: Date) =>
  Math.max(0, Math.ceil((Date.parse(deadline) - now.getTime()) / DAY_MS));

async function allTenders(db: Db, now: Date): Promise<TenderCard[]> {
  const rows = await db
    .select({ tender: tenders, projectName: projects.name })
    .from(tenders)
    .leftJoin(projects, eq(projects.id, tenders.projectId))
    .orderBy(asc(tenders.deadlineAt), asc(tenders.id));
  const cards = rows.map(({ tender, projectName }): TenderCard => {
    const status: TenderState =
      tender.status !== 'open' ? tender.status : tender.deadlineAt > now ? 'open' : 'summing_up';
    return {
      id: tender.id,
      slug: tender.slug,
      title: tender.title,
      category: tender.category,
      project: projectName,
      project_id: projectName === null ? null : tender.projectId,
      status,
      status_label: TENDER_STATE_NAMES[status],
      description: tender.description,
      deadline: tender.deadlineAt.toISOString(),
      published_at: tender.publishedAt.toISOString(),
    };
  });
  const open = cards.filter((card) => card.status === 'open');
  const rest = cards
    .filter((card) => card.status !== 'open')
    .sort((a, b) => b.deadline.localeCompare(a.deadline) || b.id - a.id);
  return [...open, ...rest];
}

/** No status chosen means open tenders (see `tendersQuerySchema`). */
const withStatus = (query: TendersQuery): TendersQuery =>
  query.status?.length ? query : { ...query, status: ['open'] };

export async function tenderList(db: Db, query: TendersQuery, now = new Date()) {
  const results = filterItems(await allTenders(db, now), DIMENSIONS, withStatus(query));
  return { count: results.length, results };
}

export async function tenderFacets(db: Db, query: TendersQuery, now = new Date()) {
  return { facets: facetsOf(await allTenders(db, now), DIMENSIONS, withStatus(query)) };
}

export async function tenderSpecs(db: Db, query: TendersQuery, now = new Date()) {
  const results = filterItems(await allTenders(db, now), DIMENSIONS, withStatus(query));
  const open = results.filter((tender) => tender.status === 'open');
  return { count: results.length, days_left: rangeOf(open.map((tender) => daysLeft(tender.deadline, now))) };
}

export async function tenderDetail(db: Db, id: string, now = new Date()): Promise<TenderDetail> {
  const card = (await allTenders(db, now)).find(byIdOrSlug(id));
  if (!card) throw httpError(404, TENDER_NOT_FOUND);
  const page = (await blockOf(db, PAGES.tendersPage, INTRO_KEY)) as Partial<TendersPage> | undefined;
  const extras = ((await blockOf(db, PAGES.tender, card.slug)) ?? {}) as Partial<TenderDetail>;
  const fallbackContact = page?.contact ?? {
    name: 'Тендерный отдел',
    position: '',
    email: 'tender@severin-dev.ru',
    phone: '',
  };
  return {
    ...card,
    requirements: extras.requirements ?? [],
    documents: extras.documents ?? [],
    contact: extras.contact ?? fallbackContact,
  };
}

export async function tendersPage(db: Db): Promise<TendersPage> {
  const data = (await blockOf(db, PAGES.tendersPage, INTRO_KEY)) as TendersPage | undefined;
  if (!data) throw httpError(404, 'Страница тендеров не найдена');
  return data;
}
