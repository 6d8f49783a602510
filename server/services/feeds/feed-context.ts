/**
 * What the listing feeds need beyond the lot snapshot: each project's kind,
 * coordinates, lead and pictures, the finishing kinds by slug, the day each
 * lot on sale was put up, the metro entries, the interior pictures, and the
 * seller's name and contacts the site shows (site settings `brand`,
 * `contacts`).
 *
 * Projects, finishings and lots move `catalog_version`, so their reads are
 * kept in the snapshot's memo (one read per catalogue version, none per
 * feed request); the metro entries and the settings follow the content
 * version (metro-entries.ts, site-identity.ts). Everything is
 * read before the first byte is written: a feed never waits for the
 * database halfway through, where an error could only cut the document.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { ON_SALE_STATUSES } from '../../../src/lib/on-sale.ts';
import type { Db } from '../../db/client.ts';
import { finishings, lots, projects } from '../../db/schema/index.ts';
import { snapshotMetroEntries, type ProjectStation } from '../metro-entries.ts';
import { projectPhotoFiles } from '../lots/lot-photos.ts';
import type { Snapshot } from '../lots/snapshot.ts';
import { siteIdentityFor } from '../site-identity.ts';

export interface FeedProject {
  kind: 'residential' | 'commercial';
  published: boolean;
  lat: number;
  lng: number;
  lead: string;
  /** Media paths: the hero first, then the gallery. */
  pictures: string[];
}

interface FeedSeller {
  /** Brand as buyers know it («Северин»). */
  name: string;
  /** Legal name («ООО «Северин Девелопмент»»). */
  organization: string;
  phone: string;
  email: string;
}

export interface FeedContext {
  origin: string;
  projects: ReadonlyMap<number, FeedProject>;
  finishingSlugs: ReadonlyMap<number, string>;
  /** When the lot was put up (ms since the epoch), null when unknown. */
  createdAt(lotId: number): number | null;
  metro: ReadonlyMap<number, ProjectStation[]>;
  photoFiles: Awaited<ReturnType<typeof projectPhotoFiles>>;
  seller: FeedSeller;
}

/** The loaded value kept in the snapshot's memo; a failed read is forgotten, so the next request tries again. */
function memoised<T>(snapshot: Snapshot, key: string, load: () => Promise<T>): Promise<T> {
  let value = snapshot.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    snapshot.memo.set(key, value);
    value.catch(() => snapshot.memo.delete(key));
  }
  return value;
}

async function readProjects(db: Db): Promise<Map<number, FeedProject>> {
  const rows = await db
    .select({
      id: projects.id,
      kind: projects.kind,
      published: projects.isPublished,
      lat: projects.lat,
      lng: projects.lng,
      lead: projects.lead,
      hero: projects.heroImage,
      gallery: projects.gallery,
    })
    .from(projects);
  return new Map(rows.map((row) => [row.id, { ...row, pictures: [row.hero, ...row.gallery] }]));
}

async function readFinishingSlugs(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: finishings.id, slug: finishings.slug })
    .from(finishings)
    .orderBy(asc(finishings.id));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * Creation times of the lots on sale as two sorted typed arrays (a few MB at
 * 200 000 lots, unlike a Map of as many entries), from one JSON text:
 * PGlite hands over one big value far faster than many rows (snapshot.ts).
 */
async function readCreatedAt(db: Db): Promise<{ ids: Int32Array; times: Float64Array }> {
  const result = await db.execute<{ j: string }>(sql`select coalesce(json_agg(json_build_array(${lots.id},
    floor(extract(epoch from ${lots.createdAt}) * 1000)) order by ${lots.id}), '[]')::text as j
    from ${lots} where ${inArray(lots.status, [...ON_SALE_STATUSES])}`);
  const pairs = JSON.parse((result as unknown as { rows: Array<{ j: string }> }).rows[0].j) as Array<[number, number]>;
  const ids = new Int32Array(pairs.length);
  const times = new Float64Array(pairs.length);
  pairs.forEach(([id, time], index) => {
    ids[index] = id;
    times[index] = time;
  });
  return { ids, times };
}

function lookup({ ids, times }: { ids: Int32Array; times: Float64Array }, id: number): number | null {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (ids[middle] === id) return times[middle];
    if (ids[middle] < id) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

async function readSeller(db: Db): Promise<FeedSeller> {
  const identity = await siteIdentityFor(db);
  return { name: identity.name, organization: identity.legalName, phone: identity.phone, email: identity.email };
}

export async function loadFeedContext(db: Db, snapshot: Snapshot, origin: string): Promise<FeedContext> {
  // One after another: PGlite runs one query at a time anyway.
  const projectsById = await memoised(snapshot, 'feed-projects', () => readProjects(db));
  const finishingSlugs = await memoised(snapshot, 'feed-finishings', () => readFinishingSlugs(db));
  const created = await memoised(snapshot, 'feed-created-at', () => readCreatedAt(db));
  const metro = await snapshotMetroEntries(db, snapshot);
  const photoFiles = await projectPhotoFiles(db, snapshot);
  const seller = await readSeller(db);
  return {
    origin,
    projects: projectsById,
    finishingSlugs,
    createdAt: (id) => lookup(created, id),
    metro,
    photoFiles,
    seller,
  };
}
