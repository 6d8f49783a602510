/**
 * A project's generated pictures, all in its own style (art-style.ts): the
 * hero render, the gallery (street, courtyard, evening), the panoramas and,
 * for residential projects, the interiors and window views the lot page
 * shows (`services/lots/lot-photos.ts` picks them by rooms and floor).
 * Paths are fixed per slug: `projects/{slug}/interior-{room}.svg`,
 * `projects/{slug}/view-{low|high}.svg`.
 */
import { cityArt } from './art-city.ts';
import { interiorArt, type RoomKind } from './art-interior.ts';
import { windowViewArt, type ViewKind } from './art-window.ts';
import { artStyle, type ArtStyle, type StyleSource } from './art-style.ts';
import type { ProjectSeed } from './catalogue.ts';
import type { MediaLibrary } from './media-library.ts';
import { Random } from './random.ts';

const GALLERY_SCENES = ['street', 'courtyard', 'dusk'] as const;
const INTERIOR_ROOMS: readonly RoomKind[] = ['living', 'kitchen', 'bedroom', 'studio'];
const WINDOW_VIEWS: readonly ViewKind[] = ['low', 'high'];

const ROOM_LABELS: Record<RoomKind, string> = {
  living: 'Гостиная',
  kitchen: 'Кухня-гостиная',
  bedroom: 'Спальня',
  studio: 'Студия',
};

export interface ProjectPictures {
  style: ArtStyle;
  hero: string;
  gallery: string[];
  /** Roof and courtyard panoramas. */
  panoramas: [string, string];
}

const STYLE_SEED = 20_260_930;
/** Styles are pure functions of the seed data: drawn once per process. */
const styles = new Map<string, ArtStyle>();

/** A project's look, the same wherever it is drawn (its own pages, its news covers). */
export function projectStyle(seed: StyleSource & { slug: string }): ArtStyle {
  let style = styles.get(seed.slug);
  if (!style) {
    style = artStyle(new Random(STYLE_SEED).fork(seed.slug), seed);
    styles.set(seed.slug, style);
  }
  return style;
}

export function projectPictures(rng: Random, media: MediaLibrary, seed: ProjectSeed): ProjectPictures {
  const style = projectStyle(seed);
  const label = `Визуализация: ${seed.name}`;
  const at = (name: string) => `projects/${seed.slug}/${name}.svg`;
  const hero = media.add(at('hero'), cityArt(rng, style, { width: 1600, height: 900, label }));
  const gallery = GALLERY_SCENES.map((scene, n) =>
    media.add(at(`gallery-${n + 1}`), cityArt(rng, style, { width: 1200, height: 800, scene, label })),
  );
  const panoramas: [string, string] = [
    media.add(
      at('panorama-1'),
      cityArt(rng, style, { width: 2048, height: 1024, scene: 'roof', label: 'Вид с кровли' }),
    ),
    media.add(at('panorama-2'), cityArt(rng, style, { width: 2048, height: 1024, scene: 'courtyard', label: 'Двор' })),
  ];
  if (seed.mainKind !== 'office') {
    for (const room of INTERIOR_ROOMS) {
      const view: ViewKind = room === 'bedroom' ? 'low' : 'high';
      media.add(
        at(`interior-${room}`),
        interiorArt(rng, style, room, { width: 1200, height: 800, view, label: `${ROOM_LABELS[room]}, визуализация` }),
      );
    }
    for (const view of WINDOW_VIEWS)
      media.add(
        at(`view-${view}`),
        windowViewArt(rng, style, view, { width: 1200, height: 800, label: 'Вид из окон, визуализация' }),
      );
  }
  return { style, hero, gallery, panoramas };
}
