/**
 * The home's hero picture for the page head's preload (decision 016): the
 * published `main`/`hero` block the `main_page/` answer starts with, whose
 * picture the app's hero draws as the page's largest paint.
 * Kept per database while the content version (services/content-version.ts)
 * stands: content_blocks writes move it, so a home rendered for a new version
 * never carries the previous hero.
 */
import { and, eq } from 'drizzle-orm';
import { mainPageSchema } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { contentBlocks } from '../db/schema/index.ts';
import { contentVersionFor } from '../services/content-version.ts';

type HomeHero = ReturnType<typeof mainPageSchema.shape.hero.parse>;

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
