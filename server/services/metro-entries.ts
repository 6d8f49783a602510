/**
 * Spec §3 metro entries of projects: station, line colour, minutes and how
 * (walk or transport, with an inline SVG icon the browser renders as is).
 * One query for any number of projects; shared by project lists and pages.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { MetroEntry } from '../../src/schemas/lots.ts';
import type { Db } from '../db/client.ts';
import { metroLines, metroStations, projectMetro } from '../db/schema/index.ts';
import { contentVersionFor } from './content-version.ts';
import { keptRead } from './kept-read.ts';
import type { Snapshot } from './lots/snapshot.ts';

/** `currentColor` icons, so the page decides their colour. */
const METRO_ICONS = {
  walk: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><circle cx="13" cy="4" r="2"/><path d="M9.8 8.9 7 23h2.1l1.8-8 2.1 2v6h2v-7.5l-2.1-2 .6-3A7.3 7.3 0 0 0 19 13v-2a5.3 5.3 0 0 1-4.6-2.6l-1-1.6a2 2 0 0 0-2.5-.8L6 8.3V13h2V9.6z"/></svg>',
  transport:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="M4 16c0 .9.4 1.7 1 2.2V20a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1h8v1a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1.8c.6-.5 1-1.3 1-2.2V6c0-3.5-3.6-4-8-4S4 2.5 4 6zm3.5 1a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m9 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M18 11H6V6h12z"/></svg>',
} as const;

export interface ProjectStation extends MetroEntry {
  stationId: number;
}

/** Entries per project id in the project's own order (nearest first as seeded). */
export async function projectMetroEntries(db: Db, projectIds: number[]): Promise<Map<number, ProjectStation[]>> {
  const out = new Map<number, ProjectStation[]>();
  if (projectIds.length === 0) return out;
  const rows = await db
    .select({
      projectId: projectMetro.projectId,
      stationId: metroStations.id,
      time: projectMetro.time,
      transport: projectMetro.transport,
      station: metroStations.name,
      notMetro: metroStations.isNotAMetro,
      line: metroLines.name,
      color: metroLines.color,
    })
    .from(projectMetro)
    .innerJoin(metroStations, eq(metroStations.id, projectMetro.stationId))
    .innerJoin(metroLines, eq(metroLines.id, metroStations.lineId))
    .where(inArray(projectMetro.projectId, projectIds))
    .orderBy(asc(projectMetro.projectId), asc(projectMetro.sort), asc(projectMetro.time));
  for (const row of rows) {
    const list = out.get(row.projectId) ?? [];
    list.push({
      stationId: row.stationId,
      is_not_a_metro: row.notMetro,
      time: row.time,
      metro_station: { name: row.station, line: { name: row.line, color: row.color } },
      type: { name: row.transport, icon_content: METRO_ICONS[row.transport] },
    });
    out.set(row.projectId, list);
  }
  return out;
}

/**
 * Every project's entries, read once per catalogue snapshot (which
 * `project_metro` moves) and content version (which station and line names
 * move): a lot page then costs no metro query.
 */
export async function snapshotMetroEntries(db: Db, snapshot: Snapshot): Promise<Map<number, ProjectStation[]>> {
  const key = `metro-entries:${await contentVersionFor(db).current()}`;
  if (!snapshot.memo.has(key)) {
    for (const old of snapshot.memo.keys()) if (old.startsWith('metro-entries:')) snapshot.memo.delete(old);
  }
  return keptRead(snapshot.memo, key, () => projectMetroEntries(db, [...snapshot.projects.keys()]));
}

/** Drops the internal id so the entry matches the public contract exactly. */
export function publicEntry({ stationId: _stationId, ...entry }: ProjectStation): MetroEntry {
  return entry;
}
