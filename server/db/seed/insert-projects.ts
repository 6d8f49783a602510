/** Metro, projects and their page content: infrastructure, panoramas, construction reports. */
import type { Db } from '../client.ts';
import {
  constructionMedia,
  constructionReports,
  infrastructure,
  metroLines,
  metroStations,
  panoramas,
  projectMetro,
  projects,
} from '../schema/index.ts';
import { cityArt } from './art-city.ts';
import type { ArtStyle } from './art-style.ts';
import type { ProjectSeed } from './catalogue.ts';
import { counter, insertAll } from './insert.ts';
import type { MediaLibrary } from './media-library.ts';
import { METRO_LINES, stationKey } from './metro.ts';
import { projectPictures } from './project-pictures.ts';
import { PROJECTS } from './projects.ts';
import { daysBefore, SEED_ANCHOR, type Random } from './random.ts';

export interface SeededProject {
  id: number;
  seed: ProjectSeed;
  heroImage: string;
}

const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
const REPORT_MONTHS = 6;
/** Reports run up to the month before the seed anchor. */
const LAST_REPORT = { year: SEED_ANCHOR.getUTCFullYear(), month: SEED_ANCHOR.getUTCMonth() - 1 };

async function insertMetro(db: Db): Promise<Map<string, number>> {
  const lineId = counter();
  const stationId = counter();
  const lines: Array<typeof metroLines.$inferInsert> = [];
  const stations: Array<typeof metroStations.$inferInsert> = [];
  const ids = new Map<string, number>();
  for (const line of METRO_LINES) {
    const id = lineId();
    lines.push({ id, code: line.code, name: line.name, color: line.color });
    for (const name of line.stations) {
      const sid = stationId();
      ids.set(stationKey(line.code, name), sid);
      stations.push({ id: sid, lineId: id, name, isNotAMetro: line.notMetro ?? false });
    }
  }
  await insertAll(db, metroLines, lines);
  await insertAll(db, metroStations, stations);
  return ids;
}

function constructionRows(
  rng: Random,
  style: ArtStyle,
  media: MediaLibrary,
  projectId: number,
  seed: ProjectSeed,
  ids: { report: () => number; media: () => number },
) {
  const reports: Array<typeof constructionReports.$inferInsert> = [];
  const items: Array<typeof constructionMedia.$inferInsert> = [];
  if (seed.finished || seed.weight === 0) return { reports, items };
  const start = rng.int(35, 60);
  const pictures = rng.fork('construction-pictures');
  for (let i = 0; i < REPORT_MONTHS; i++) {
    const monthIndex = LAST_REPORT.month - (REPORT_MONTHS - 1 - i);
    const date = new Date(Date.UTC(LAST_REPORT.year, monthIndex, 1));
    const progress = Math.min(100, start + i * rng.int(3, 6));
    const id = ids.report();
    const monthName = MONTHS[date.getUTCMonth()];
    reports.push({
      id,
      projectId,
      month: date.toISOString().slice(0, 10),
      title: `Ход строительства: ${monthName} ${date.getUTCFullYear()}`,
      description: `Готовность — ${progress} %. Ведутся монолитные работы на верхних этажах, на нижних монтируют фасадные кассеты и внутренние инженерные сети.`,
      progress,
    });
    for (let photo = 0; photo < 2; photo++) {
      const path = `construction/${seed.slug}/${date.toISOString().slice(0, 7)}-${photo + 1}.svg`;
      const url = media.add(
        path,
        cityArt(pictures, style, {
          width: 1200,
          height: 800,
          scene: photo ? 'street' : 'hero',
          constructionProgress: progress,
          label: 'Стройплощадка',
        }),
      );
      items.push({
        id: ids.media(),
        reportId: id,
        kind: 'photo',
        url,
        preview: url,
        caption: `Стройплощадка, ${monthName}`,
        sort: photo,
      });
    }
  }
  return { reports, items };
}

export async function insertProjects(db: Db, rng: Random, media: MediaLibrary): Promise<SeededProject[]> {
  const stationIds = await insertMetro(db);
  const ids = { project: counter(), infra: counter(), panorama: counter(), report: counter(), media: counter() };
  const projectRows: Array<typeof projects.$inferInsert> = [];
  const metroRows: Array<typeof projectMetro.$inferInsert> = [];
  const infraRows: Array<typeof infrastructure.$inferInsert> = [];
  const panoramaRows: Array<typeof panoramas.$inferInsert> = [];
  const reportRows: Array<typeof constructionReports.$inferInsert> = [];
  const mediaRows: Array<typeof constructionMedia.$inferInsert> = [];
  const seeded: SeededProject[] = [];
  PROJECTS.forEach((seed, index) => {
    const id = ids.project();
    const art = rng.fork(seed.slug);
    // Pictures draw from their own stream, so adding one leaves the infrastructure and reports below as they were.
    const { style, hero, gallery, panoramas: panoramaImages } = projectPictures(art.fork('pictures'), media, seed);
    projectRows.push({
      id,
      slug: seed.slug,
      name: seed.name,
      kind: seed.kind,
      district: seed.district,
      address: seed.address,
      lead: seed.lead,
      description: seed.description.join('\n\n'),
      lat: seed.lat,
      lng: seed.lng,
      clickable: seed.clickable,
      finished: seed.finished,
      class: seed.class,
      sort: index,
      heroImage: hero,
      gallery,
      createdAt: daysBefore(SEED_ANCHOR, 900 - index * 30),
      updatedAt: SEED_ANCHOR,
    });
    seed.metro.forEach(([line, station, time, transport], sort) => {
      const stationId = stationIds.get(stationKey(line, station));
      if (!stationId) throw new Error(`unknown station ${line}:${station}`);
      metroRows.push({ projectId: id, stationId, time, transport, sort });
    });
    for (const [type, name, minutes] of seed.infrastructure) {
      const angle = art.float(0, Math.PI * 2);
      const distance = minutes * 0.0007;
      infraRows.push({
        id: ids.infra(),
        projectId: id,
        type,
        name,
        walkMinutes: minutes,
        lat: seed.lat + Math.sin(angle) * distance,
        lng: seed.lng + Math.cos(angle) * distance * 1.8,
      });
    }
    ['Вид с кровли', 'Двор'].forEach((title, sort) => {
      panoramaRows.push({
        id: ids.panorama(),
        projectId: id,
        title,
        image: panoramaImages[sort],
        preview: gallery[sort],
        sort,
      });
    });
    const construction = constructionRows(art, style, media, id, seed, ids);
    reportRows.push(...construction.reports);
    mediaRows.push(...construction.items);
    seeded.push({ id, seed, heroImage: hero });
  });
  await insertAll(db, projects, projectRows);
  await insertAll(db, projectMetro, metroRows);
  await insertAll(db, infrastructure, infraRows);
  await insertAll(db, panoramas, panoramaRows);
  await insertAll(db, constructionReports, reportRows);
  await insertAll(db, constructionMedia, mediaRows);
  return seeded;
}
