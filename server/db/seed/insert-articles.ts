/** Articles of every kind with generated covers. */
import type { Db } from '../client.ts';
import { articles, type ArticleKind } from '../schema/index.ts';
import { coverArt } from './art-misc.ts';
import { counter, insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import { projectStyle } from './project-pictures.ts';
import { PROJECTS } from './projects.ts';
import { daysAfter, daysBefore, SEED_ANCHOR, type Random } from './random.ts';
import { CHARITY, MEDIA_STORIES, OWNERS_GUIDES } from './texts-guides.ts';
import { NEWS, type ArticleText } from './texts-news.ts';
import { NEWS_MORE } from './texts-news-more.ts';
import { PRESS } from './texts-press.ts';
import { PROMOS } from './texts-promo.ts';

/** Covers of articles about no project in particular: the company's colours. */
const BRAND_LOOK = {
  slug: 'brand',
  palette: ['#1c2430', '#b08d57', '#e9e2d6'],
  floors: [9, 16],
  class: 'Премиум',
} as const;

type ArticleRow = typeof articles.$inferInsert;

export async function insertArticles(
  db: Db,
  rng: Random,
  media: MediaLibrary,
  projectIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<number> {
  const id = counter();
  const rows: ArticleRow[] = [];
  const add = (
    kind: ArticleKind,
    text: Omit<ArticleText, 'daysAgo'>,
    publishedAt: Date,
    extra: Partial<ArticleRow> = {},
  ) => {
    const style = projectStyle(PROJECTS.find((project) => project.slug === text.project) ?? BRAND_LOOK);
    const image = media.add(`articles/${kind}/${text.slug}.svg`, coverArt(rng, style, kind, text.title, text.category));
    rows.push({
      id: id(),
      kind,
      slug: text.slug,
      title: text.title,
      lead: text.lead,
      body: text.body.join('\n\n'),
      category: text.category,
      projectId: text.project ? (projectIds.get(text.project) ?? null) : null,
      publishedAt,
      image,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      ...extra,
    });
  };
  const dated = (kind: ArticleKind, list: ArticleText[]) =>
    list.forEach((text) => add(kind, text, daysBefore(SEED_ANCHOR, text.daysAgo)));
  dated('news', [...NEWS, ...NEWS_MORE]);
  for (const text of PRESS) {
    add('press', text, daysBefore(SEED_ANCHOR, text.daysAgo), { pressType: text.pressType, source: text.source });
  }
  // Whole hours keep the countdown tidy; the end is always ahead of the seeding moment.
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  for (const promo of PROMOS) {
    add('promo', promo, daysBefore(hour, promo.startedDaysAgo), { endsAt: daysAfter(hour, promo.endsInDays) });
  }
  dated('charity', CHARITY);
  dated('media', MEDIA_STORIES);
  dated('owners_guide', OWNERS_GUIDES);
  await insertAll(db, articles, rows);
  return rows.length;
}
