/**
 * Interior pictures and the view from the windows of a lot (issue 30
 * «Photos»): a project's media library may hold, per project slug,
 * `projects/{slug}/interior-{living|kitchen|bedroom|studio}.svg` and
 * `projects/{slug}/view-{low|high}.svg`; a lot shows the rooms its layout
 * has and the view of its floor. Projects without such files give none.
 * The list of files is read once per catalogue snapshot (its memo).
 */
import { like, or } from 'drizzle-orm';
import type { LotPhoto } from '../../../src/schemas/lots.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { MEDIA_URL_PREFIX } from '../../db/schema/site.ts';
import { keptRead } from '../kept-read.ts';
import type { LotRecord, Snapshot } from './snapshot.ts';

/** Kinds a buyer lives in; parking, storage and commercial units have no rooms to show. */
const HOME_KINDS = new Set(['flat', 'apartments', 'townhouse']);
/** From this floor up the windows look over the roofs; below it, into the trees and the next house. */
export const HIGH_VIEW_FLOOR = 6;

type ProjectFiles = Map<string, Set<string>>;

const PATTERN = /^projects\/([^/]+)\/((?:interior|view)-[a-z]+)\.svg$/;

async function readProjectPhotoFiles(db: Db): Promise<ProjectFiles> {
  const rows = await db
    .select({ path: mediaFiles.path })
    .from(mediaFiles)
    .where(or(like(mediaFiles.path, 'projects/%/interior-%'), like(mediaFiles.path, 'projects/%/view-%')));
  const files: ProjectFiles = new Map();
  for (const { path } of rows) {
    const match = PATTERN.exec(path);
    if (!match) continue;
    const names = files.get(match[1]) ?? new Set<string>();
    names.add(match[2]);
    files.set(match[1], names);
  }
  return files;
}

/** The files, read once per snapshot: a new catalogue version reads them again. */
export function projectPhotoFiles(db: Db, snapshot: Snapshot): Promise<ProjectFiles> {
  return keptRead(snapshot.memo, 'lot-photo-files', () => readProjectPhotoFiles(db));
}

export function lotPhotos(
  lot: Pick<LotRecord, 'kind' | 'rooms' | 'isEuro' | 'floorNumber' | 'project'>,
  files: ProjectFiles,
): LotPhoto[] {
  const names = files.get(lot.project.slug);
  if (!names || !HOME_KINDS.has(lot.kind) || lot.rooms === null) return [];
  const rooms: Array<[string, string]> =
    lot.rooms === 0
      ? [['studio', 'Студия']]
      : [
          ...(lot.rooms >= 2 ? [['living', 'Гостиная'] as [string, string]] : []),
          ['kitchen', lot.isEuro || lot.rooms === 1 ? 'Кухня-гостиная' : 'Кухня'],
          ['bedroom', 'Спальня'],
        ];
  const photos: LotPhoto[] = [];
  const url = (name: string) => `${MEDIA_URL_PREFIX}projects/${lot.project.slug}/${name}.svg`;
  for (const [room, title] of rooms) {
    if (names.has(`interior-${room}`)) photos.push({ kind: 'interior', image: url(`interior-${room}`), title });
  }
  const view = lot.floorNumber >= HIGH_VIEW_FLOOR ? 'view-high' : 'view-low';
  if (names.has(view)) photos.push({ kind: 'view', image: url(view), title: 'Вид из окон' });
  return photos;
}
