/**
 * The «О компании» page (`GET /api/about/`: mission, figures, history, awards
 * and the charity cards) and its charity projects (`about/charity/`,
 * `about/charity/{slug}/`): published `charity` articles, newest first.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  awardsBlockSchema,
  figuresBlockSchema,
  historyBlockSchema,
  missionBlockSchema,
  type CharityCard,
} from '../../../src/schemas/company-pages.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { httpError } from '../project-page.ts';
import { paragraphs, readPageBlocks } from './page-blocks.ts';

const published = and(eq(articles.kind, 'charity'), eq(articles.isPublished, true));
const EMPTY_MISSION = { title: '', text: '', principles: [] };

function charityCard(row: typeof articles.$inferSelect): CharityCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    url: `/charity/${row.slug}`,
  };
}

const charityRows = (db: Db) =>
  db.select().from(articles).where(published).orderBy(desc(articles.publishedAt), desc(articles.id));

export async function aboutPage(db: Db, log: FastifyBaseLogger) {
  const [blocks, charity] = await Promise.all([readPageBlocks(db, 'about', log), charityRows(db)]);
  return {
    mission: blocks.get('mission', missionBlockSchema, EMPTY_MISSION),
    figures: blocks.get('figures', figuresBlockSchema, { items: [] }).items,
    history: blocks.get('history', historyBlockSchema, { items: [] }).items,
    awards: blocks.get('awards', awardsBlockSchema, { items: [] }).items,
    charity: charity.map(charityCard),
  };
}

export async function charityList(db: Db) {
  const rows = await charityRows(db);
  return { count: rows.length, results: rows.map(charityCard) };
}

/** One project with its text and three others to read next; 404 when none is published at that slug. */
export async function charityDetail(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(published, eq(articles.slug, slug)))
    .limit(1);
  if (!row) throw httpError(404, `Благотворительный проект «${slug}» не найден`);
  const more = await db
    .select()
    .from(articles)
    .where(and(published, ne(articles.id, row.id)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(3);
  return { ...charityCard(row), body: paragraphs(row.body), more: more.map(charityCard) };
}
