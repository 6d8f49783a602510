/**
 * Issue 30 «Pictures»: the seeded pictures carry no text (names, districts and
 * captions are HTML over them), each project looks like itself, and a lot of
 * a home kind lists interiors and the view from its windows.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc } from 'drizzle-orm';
import { lotDetailSchema, type LotCard } from '../../src/schemas/lots.ts';
import { mediaFiles, projects } from '../../server/db/schema/index.ts';
import { HIGH_VIEW_FLOOR, lotPhotos } from '../../server/services/lots/lot-photos.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

/** Anything an SVG can paint letters with. */
const LETTERING = /<(?:text|tspan|textPath)\b|font-family|font-size/i;

function fills(svg: string): Set<string> {
  return new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((match) => match[1].toLowerCase()));
}

async function detail(card: LotCard) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/apartments/${card.id}/` });
  expect(response.statusCode, card.url).toBe(200);
  return lotDetailSchema.parse(response.json());
}

async function lotsOf(query: string): Promise<LotCard[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/apartments/?page_size=60&${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: LotCard[] }).results;
}

describe('seeded pictures', () => {
  it('paint no text: renders, covers, emblems and icons are shapes only (document pages excepted)', async () => {
    const rows = await ctx.database.db
      .select({ path: mediaFiles.path, body: mediaFiles.body, type: mediaFiles.contentType })
      .from(mediaFiles);
    const pictures = rows.filter((row) => row.type === 'image/svg+xml' && !row.path.startsWith('documents/'));
    expect(pictures.length).toBeGreaterThan(200);
    for (const picture of pictures) {
      expect(Buffer.from(picture.body).toString('utf8'), picture.path).not.toMatch(LETTERING);
    }
    expect(pictures.map((picture) => picture.path)).toEqual(
      expect.arrayContaining([
        'projects/ostozhenka/hero.svg',
        'projects/ostozhenka/interior-living.svg',
        'projects/ostozhenka/view-high.svg',
      ]),
    );
  });

  it('differ per project: every hero and every living room has its own colours', async () => {
    const rows = await ctx.database.db
      .select({ slug: projects.slug, kind: projects.kind, hero: projects.heroImage })
      .from(projects)
      .orderBy(asc(projects.id));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const colours = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // The façade, glass, sky and finish colours of a project make a set no other project shares.
      return [...fills(response.body)].sort().join(' ');
    };
    const heroes = new Set<string>();
    for (const row of rows) heroes.add(await colours(row.hero));
    expect(heroes.size).toBe(rows.length);
    const homes = rows.filter((row) => row.kind === 'residential');
    const rooms = new Set<string>();
    for (const row of homes) rooms.add(await colours(`/media/files/projects/${row.slug}/interior-living.svg`));
    expect(rooms.size).toBe(homes.length);
  });
});

describe('master plan picture', () => {
  it('is the project seen from above, with a roof on each building outline the genplan draws', async () => {
    const rows = await ctx.database.db.select({ slug: projects.slug }).from(projects).orderBy(asc(projects.id));
    let drawn = 0;
    for (const { slug } of rows) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/projects/${slug}/genplan/` });
      if (response.statusCode !== 200) continue;
      const plan = response.json() as { image: string; buildings: Array<{ polygon: string }> };
      if (plan.buildings.length === 0) continue;
      expect(plan.image, slug).toBe(`/media/files/projects/${slug}/genplan.svg`);
      const picture = await ctx.app.inject({ method: 'GET', url: plan.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.body).not.toMatch(LETTERING);
      for (const { polygon } of plan.buildings) {
        const roof = polygon
          .split(' ')
          .map((pair) => pair.split(',').map(Number).join(','))
          .join(' ');
        expect(picture.body, slug).toContain(`points="${roof}"`);
      }
      drawn++;
    }
    expect(drawn).toBeGreaterThanOrEqual(6);
  });
});

describe('lot photos', () => {
  it('a flat lists the interiors of its rooms and the view of its floor, each a text-free picture', async () => {
    const [twoRooms] = await lotsOf('rooms=2');
    const lot = await detail(twoRooms);
    expect(lot.photos.map((photo) => photo.title)).toEqual(['Гостиная', 'Кухня', 'Спальня', 'Вид из окон']);
    expect(lot.photos.map((photo) => photo.kind)).toEqual(['interior', 'interior', 'interior', 'view']);
    const view = lot.photos[3].image;
    expect(view).toBe(
      `/media/files/projects/${lot.project.slug}/view-${lot.floor_number >= HIGH_VIEW_FLOOR ? 'high' : 'low'}.svg`,
    );
    for (const photo of lot.photos) {
      const response = await ctx.app.inject({ method: 'GET', url: photo.image });
      expect(response.statusCode, photo.image).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).not.toMatch(LETTERING);
    }
  });

  it('a studio shows the studio; parking and storage have no photos', async () => {
    const [studio] = await lotsOf('rooms=studio');
    expect((await detail(studio)).photos.map((photo) => photo.title)).toEqual(['Студия', 'Вид из окон']);
    for (const type of ['parking', 'storage']) {
      const [card] = await lotsOf(`type=${type}`);
      expect(card, type).toBeDefined();
      expect((await detail(card)).photos, type).toEqual([]);
    }
  });

  it('a project without such pictures gives none, one without a room gives the rest', async () => {
    const [twoRooms] = await lotsOf('rooms=2');
    const record = {
      kind: twoRooms.kind,
      rooms: twoRooms.rooms,
      isEuro: twoRooms.is_euro,
      floorNumber: twoRooms.floor_number,
      project: { slug: twoRooms.project.slug },
    };
    expect(lotPhotos(record as never, new Map())).toEqual([]);
    const some = new Map([[twoRooms.project.slug, new Set(['interior-kitchen', 'view-low', 'view-high'])]]);
    expect(lotPhotos(record as never, some).map((photo) => photo.title)).toEqual(['Кухня', 'Вид из окон']);
  });
});
