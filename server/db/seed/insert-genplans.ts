/** Master-plan pictures (`projects/{slug}/genplan.svg`), drawn once the buildings and their outlines exist. */
import { asc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { buildings } from '../schema/index.ts';
import { genplanArt } from './art-genplan.ts';
import type { ProjectSeed } from './catalogue.ts';
import type { MediaLibrary } from './media-library.ts';
import { projectStyle } from './project-pictures.ts';
import type { Random } from './random.ts';

function genplanPath(slug: string): string {
  return `projects/${slug}/genplan.svg`;
}

export async function insertGenplans(
  db: Db,
  rng: Random,
  media: MediaLibrary,
  projects: ReadonlyArray<{ id: number; seed: ProjectSeed }>,
): Promise<void> {
  const rows = await db
    .select({ projectId: buildings.projectId, polygon: buildings.genplanPolygon })
    .from(buildings)
    .orderBy(asc(buildings.sort), asc(buildings.id));
  for (const { id, seed } of projects) {
    const polygons = rows.filter((row) => row.projectId === id).map((row) => row.polygon);
    if (polygons.length === 0) continue;
    media.add(
      genplanPath(seed.slug),
      genplanArt(rng.fork(seed.slug), projectStyle(seed), polygons, `Генплан: ${seed.name}`),
    );
  }
}
