/** `GET /api/main_page/`: hero, project cards, running promotions, news, purchase methods, about block. */
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { mainPageSchema, type ArticleCard, type MainPage } from '../../../src/schemas/site.ts';
import { articles, contentBlocks, purchaseMethods } from '../../db/schema/index.ts';
import { projectCards } from '../../services/project-cards.ts';

const LIST_SIZE = 6;
const heroBlock = mainPageSchema.shape.hero;
const aboutBlock = mainPageSchema.shape.about;

function card(row: typeof articles.$inferSelect): ArticleCard {
  return {
    id: row.id,
    kind: row.kind as ArticleCard['kind'],
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export default async function mainPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/main_page/',
    {
      schema: {
        tags: ['site'],
        summary: 'Главная страница: первый экран, проекты, акции, новости, способы покупки, о компании',
        response: { 200: mainPageSchema },
      },
    },
    async (): Promise<MainPage> => {
      const now = new Date();
      const published = (kind: 'news' | 'promo') => and(eq(articles.kind, kind), eq(articles.isPublished, true));
      const [blocks, projects, promos, news, purchase] = await Promise.all([
        app.db.select().from(contentBlocks).where(and(eq(contentBlocks.page, 'main'), eq(contentBlocks.isPublished, true))),
        projectCards(app.db),
        app.db
          .select()
          .from(articles)
          // Only running promotions: an ended one must not show a countdown at zero.
          .where(and(published('promo'), or(isNull(articles.endsAt), gt(articles.endsAt, now))))
          .orderBy(asc(articles.endsAt), desc(articles.id))
          .limit(LIST_SIZE),
        app.db.select().from(articles).where(published('news')).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(LIST_SIZE),
        app.db
          .select({ slug: purchaseMethods.slug, label: purchaseMethods.label, title: purchaseMethods.title })
          .from(purchaseMethods)
          .where(eq(purchaseMethods.isPublished, true))
          .orderBy(asc(purchaseMethods.sort)),
      ]);
      const block = <T extends z.ZodType>(key: string, schema: T): z.infer<T> => {
        const found = blocks.find((row) => row.key === key);
        if (!found) throw new Error(`main page block "${key}" is missing; run the seed`);
        return schema.parse(found.data);
      };
      return {
        hero: block('hero', heroBlock),
        projects,
        promos: promos.map(card),
        news: news.map(card),
        purchase,
        about: block('about', aboutBlock),
      };
    },
  );
}
