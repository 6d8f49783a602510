/**
 * The look of a project's generated pictures: sky, façade, glass and accent
 * colours, façade type and massing, all drawn from the project's palette and
 * a generator forked by its slug, so every project looks like itself in each
 * picture (hero, gallery, interiors, article covers) and unlike the others.
 */
import type { Random } from './random.ts';

type FacadeType = 'punched' | 'ribbon' | 'grid' | 'curtain';

export interface ArtStyle {
  /** Day sky top and horizon. */
  sky: readonly [string, string];
  /** Evening sky top and horizon (the palette's own colours). */
  dusk: readonly [string, string];
  facade: string;
  accent: string;
  glass: string;
  facadeType: FacadeType;
  /** Floors of the lowest and the tallest volume. */
  floors: readonly [number, number];
  /** Volumes in a hero render. */
  volumes: number;
  /** Interior finishes: walls, floor boards, textiles. */
  wall: string;
  wood: string;
  textile: string;
  foliage: readonly [string, string, string];
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return toHex(x.map((c, i) => c + (y[i] - c) * t));
}

/** Lighter (t > 0) or darker (t < 0). */
export function shade(color: string, t: number): string {
  return t >= 0 ? mix(color, '#ffffff', t) : mix(color, '#000000', -t);
}

const RESIDENTIAL_CLASSES = new Set(['Делюкс', 'Премиум', 'Бизнес', 'Комфорт']);
const WOODS = ['#b08659', '#c9a77c', '#8a6446', '#d8c3a0', '#6f5440'];
const TEXTILES = ['#5d6b7a', '#8c6b5a', '#55705f', '#a38f6b', '#6a5d7a', '#3f5566'];

export interface StyleSource {
  /** Sky, dusk and façade colours. */
  palette: readonly [string, string, string];
  floors?: readonly [number, number];
  /** Housing class: stone for «Делюкс», glass for towers. */
  class?: string;
}

export function artStyle(rng: Random, source: StyleSource): ArtStyle {
  const [top, horizon, light] = source.palette;
  // Stone, brick or plaster: the light façade colour warmed by the project's accent, by a project's own amount.
  const facade = mix(light, horizon, rng.float(0.05, 0.5));
  const floors = source.floors ?? [rng.int(7, 12), rng.int(14, 24)];
  // Stone for the club houses, glass for offices, plaster or brick with balconies otherwise.
  let facadeType: FacadeType = rng.pick(['punched', 'ribbon', 'grid'] as const);
  if (source.class === 'Делюкс') facadeType = 'punched';
  else if (source.class === 'Бизнес') facadeType = 'grid';
  else if (source.class && !RESIDENTIAL_CLASSES.has(source.class)) facadeType = 'curtain';
  return {
    sky: [mix(top, '#5d95d6', 0.72), mix(horizon, '#fbe9d0', 0.72)],
    dusk: [top, horizon],
    facade,
    accent: mix(horizon, '#2b2b2b', 0.35),
    glass: mix(mix(top, '#5d95d6', 0.5), '#4d6780', 0.45),
    facadeType,
    floors,
    volumes: rng.int(2, 4),
    wall: mix(facade, '#f6f1e9', 0.6),
    wood: rng.pick(WOODS),
    textile: rng.pick(TEXTILES),
    foliage: [mix('#3f6b3a', horizon, 0.1), mix('#5c8a45', horizon, 0.12), '#2f5230'],
  };
}
