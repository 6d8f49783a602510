/**
 * The home's first screen from the server (decision 016): the published
 * `main`/`hero` block the `main_page/` answer starts with — its picture is
 * preloaded and drawn in the prerendered layer with the heading and subtitle,
 * so the page's largest paint does not wait for the scripts and the API.
 * Kept per database while the content version (services/content-version.ts)
 * stands: content_blocks writes move it, so a home rendered for a new version
 * never carries the previous hero.
 */
import { and, eq } from 'drizzle-orm';
import { mainPageSchema } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { contentBlocks } from '../db/schema/index.ts';
import { contentVersionFor } from '../services/content-version.ts';
import { prerenderPage } from '../services/seo/markup.ts';

type HomeHero = ReturnType<typeof mainPageSchema.shape.hero.parse>;

/** The seed's pictures are 16:9; the pair only fixes the aspect ratio. */
const HERO_SIZE = { width: 1920, height: 1080 };
const cache = new WeakMap<Db, { value: HomeHero | null; version: number }>();

export async function homeHero(db: Db): Promise<HomeHero | null> {
  const version = await contentVersionFor(db).current();
  const kept = cache.get(db);
  if (kept && kept.version === version) return kept.value;
  const [row] = await db
    .select({ data: contentBlocks.data })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.page, 'main'), eq(contentBlocks.key, 'hero'), eq(contentBlocks.isPublished, true)))
    .limit(1);
  const parsed = mainPageSchema.shape.hero.safeParse(row?.data);
  const value = parsed.success ? parsed.data : null;
  cache.set(db, { value, version });
  return value;
}

/** The prerendered layer of the home: hero picture, heading and subtitle, as the app's hero shows them. */
export function homePrerender(hero: HomeHero): string {
  return prerenderPage({
    crumbs: [],
    h1: hero.title,
    paragraphs: [hero.subtitle],
    hero: { src: hero.image, alt: '', ...HERO_SIZE },
  });
}
