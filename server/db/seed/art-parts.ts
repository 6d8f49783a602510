/**
 * Pieces of the generated architecture pictures: sky, distant city, a
 * building volume with its façade (windows by pattern, so a 30-storey tower
 * stays a few hundred bytes of SVG), trees and ground. Shapes only, never
 * text: captions are HTML over the picture.
 */
import { mix, shade, type ArtStyle } from './art-style.ts';
import type { Random } from './random.ts';

let patternSerial = 0;
/** Ids unique within one file; the seed builds files one at a time. */
export function uid(prefix: string): string {
  patternSerial = (patternSerial + 1) % 1_000_000;
  return `${prefix}${patternSerial}`;
}

export function resetIds(): void {
  patternSerial = 0;
}

export function sky(
  width: number,
  height: number,
  colors: readonly [string, string],
  sunX: number,
  sunY: number,
): string {
  const id = uid('sky');
  const glow = uid('sun');
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>` +
    `<radialGradient id="${glow}"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.35)}" fill="url(#${glow})" opacity="0.45"/>`
  );
}

export function clouds(rng: Random, width: number, top: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, width);
    const y = top + rng.int(0, Math.round(width * 0.08));
    const w = rng.int(Math.round(width * 0.08), Math.round(width * 0.2));
    parts.push(
      `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${Math.round(w * 0.12)}" fill="#ffffff" opacity="${(0.18 + rng.next() * 0.2).toFixed(2)}"/>`,
    );
    parts.push(
      `<ellipse cx="${x + w * 0.3}" cy="${y - w * 0.06}" rx="${Math.round(w * 0.5)}" ry="${Math.round(w * 0.13)}" fill="#ffffff" opacity="0.16"/>`,
    );
  }
  return parts.join('');
}

/** A hazy row of far towers on the horizon. */
export function farCity(
  rng: Random,
  width: number,
  base: number,
  maxHeight: number,
  color: string,
  opacity: number,
): string {
  // One path, not a rect per tower: the same shapes in a third of the bytes.
  const parts: string[] = [];
  for (let x = -rng.int(0, 30); x < width;) {
    const w = rng.int(Math.round(width / 40), Math.round(width / 14));
    const h = rng.int(Math.round(maxHeight * 0.25), maxHeight);
    parts.push(`M${x} ${base + 2}v${-h - 2}h${w}v${h + 2}z`);
    x += w + rng.int(0, Math.round(width / 60));
  }
  return `<path d="${parts.join('')}" fill="${color}" opacity="${opacity}"/>`;
}

export interface Volume {
  x: number;
  /** Ground line. */
  base: number;
  width: number;
  floors: number;
  floorHeight: number;
  /** Depth of the visible side face (oblique projection); 0 for none. */
  depth: number;
  /** Floors built (construction pictures); the rest is a bare frame. */
  builtFloors?: number;
  /** 0–1 share of windows lit (evening pictures). */
  lit?: number;
}

function windowPattern(
  style: ArtStyle,
  id: string,
  x: number,
  y: number,
  bay: number,
  floorHeight: number,
  evening: boolean,
): string {
  const glass = evening ? shade(style.glass, -0.25) : style.glass;
  const frame = style.accent;
  const w = bay;
  const h = floorHeight;
  let inner: string;
  switch (style.facadeType) {
    case 'punched':
      inner =
        `<rect width="${w}" height="${h}" fill="${style.facade}"/><rect x="${w * 0.28}" y="${h * 0.18}" width="${w * 0.44}" height="${h * 0.62}" fill="${glass}"/>` +
        `<rect x="${w * 0.24}" y="${h * 0.8}" width="${w * 0.52}" height="${h * 0.05}" fill="${shade(style.facade, -0.15)}"/>` +
        `<rect x="${w * 0.28}" y="${h * 0.18}" width="${w * 0.44}" height="${h * 0.08}" fill="${shade(glass, 0.25)}" opacity="0.6"/>`;
      break;
    case 'ribbon':
      inner =
        `<rect width="${w}" height="${h}" fill="${glass}"/><rect width="${w}" height="${h * 0.3}" fill="${style.facade}"/>` +
        `<rect x="${w - 2}" y="${h * 0.3}" width="2" height="${h * 0.7}" fill="${frame}" opacity="0.7"/>` +
        `<rect y="${h * 0.3}" width="${w}" height="${h * 0.12}" fill="#ffffff" opacity="0.12"/>`;
      break;
    case 'grid':
      inner =
        `<rect width="${w}" height="${h}" fill="${style.facade}"/><rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.8}" height="${h * 0.7}" fill="${glass}"/>` +
        `<rect x="${w * 0.06}" y="${h * 0.72}" width="${w * 0.88}" height="${h * 0.1}" fill="${frame}" opacity="0.85"/>` +
        `<rect x="${w * 0.49}" y="${h * 0.12}" width="${w * 0.02}" height="${h * 0.6}" fill="${frame}"/>`;
      break;
    default:
      inner =
        `<rect width="${w}" height="${h}" fill="${glass}"/><rect width="${w}" height="${Math.max(1.5, h * 0.06)}" fill="${frame}" opacity="0.8"/>` +
        `<rect width="${Math.max(1, w * 0.05)}" height="${h}" fill="${frame}" opacity="0.6"/><rect x="${w * 0.1}" width="${w * 0.35}" height="${h}" fill="#ffffff" opacity="0.07"/>`;
  }
  return `<pattern id="${id}" x="${x}" y="${y}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${inner}</pattern>`;
}

/** One building volume: front face with façade, lit side face, roof, ground-floor glazing. */
export function volume(rng: Random, style: ArtStyle, v: Volume, evening = false): string {
  const height = v.floors * v.floorHeight;
  const top = v.base - height;
  const bays = Math.max(2, Math.round(v.width / (v.floorHeight * (style.facadeType === 'punched' ? 1.1 : 1.4))));
  const bay = v.width / bays;
  const front = uid('f');
  const side = uid('s');
  const built = Math.min(v.floors, v.builtFloors ?? v.floors);
  const builtTop = v.base - built * v.floorHeight;
  const rise = v.depth * 0.4;
  const parts = [
    `<defs>${windowPattern(style, front, v.x, top, bay, v.floorHeight, evening)}${windowPattern(style, side, 0, 0, bay * 0.8, v.floorHeight, evening)}</defs>`,
  ];
  const sideFace = (y0: number) =>
    `${v.x + v.width},${y0} ${v.x + v.width + v.depth},${y0 - rise} ${v.x + v.width + v.depth},${v.base - rise} ${v.x + v.width},${v.base}`;
  if (v.depth > 0) {
    parts.push(`<polygon points="${sideFace(builtTop)}" fill="${shade(style.facade, -0.35)}"/>`);
    const skew = (-rise / v.depth).toFixed(3);
    parts.push(
      `<g transform="matrix(1 ${skew} 0 1 ${v.x + v.width} ${builtTop})" opacity="0.55"><rect width="${v.depth}" height="${v.base - builtTop}" fill="url(#${side})"/></g>`,
    );
    parts.push(
      `<polygon points="${v.x},${builtTop} ${v.x + v.width},${builtTop} ${v.x + v.width + v.depth},${builtTop - rise} ${v.x + v.depth},${builtTop - rise}" fill="${shade(style.facade, 0.2)}"/>`,
    );
  }
  parts.push(
    `<rect x="${v.x}" y="${builtTop}" width="${v.width}" height="${v.base - builtTop}" fill="url(#${front})"/>`,
  );
  // Sky reflected in the glass, brightest at the top corner facing the sun (gradient from `sharedDefs`).
  parts.push(
    `<rect x="${v.x}" y="${builtTop}" width="${v.width}" height="${v.base - builtTop}" fill="url(#glare)" opacity="${evening ? 0.2 : 1}"/>`,
  );
  // Ground floor: shop windows, taller and lit.
  const ground = v.floorHeight * 1.3;
  parts.push(
    `<rect x="${v.x}" y="${v.base - ground}" width="${v.width}" height="${ground}" fill="${shade(style.glass, -0.3)}"/>`,
  );
  parts.push(
    `<rect x="${v.x}" y="${v.base - ground}" width="${v.width}" height="${Math.max(2, v.floorHeight * 0.12)}" fill="${style.accent}"/>`,
  );
  parts.push(
    `<rect x="${v.x + 4}" y="${v.base - ground * 0.75}" width="${v.width - 8}" height="${ground * 0.75}" fill="#ffd99a" opacity="${evening ? 0.45 : 0.12}"/>`,
  );
  if (built < v.floors) parts.push(frame(v, builtTop, top));
  else {
    parts.push(
      `<rect x="${v.x - 2}" y="${top - 4}" width="${v.width + 4}" height="5" fill="${shade(style.facade, -0.2)}"/>`,
    );
    // Roof plant room, set back from the edge.
    const box = v.width * rng.float(0.25, 0.45);
    const boxX = v.x + rng.float(0.15, 0.55) * v.width;
    parts.push(
      `<rect x="${boxX.toFixed(1)}" y="${(top - v.floorHeight * 0.9 - rise * 0.5).toFixed(1)}" width="${box.toFixed(1)}" height="${(v.floorHeight * 0.9).toFixed(1)}" fill="${shade(style.facade, -0.12)}"/>`,
    );
  }
  const lit = v.lit ?? 0;
  if (lit > 0) {
    const cells: string[] = [];
    for (let floor = 1; floor < built; floor++) {
      for (let b = 0; b < bays; b++) {
        if (!rng.chance(lit)) continue;
        const y = v.base - (floor + 1) * v.floorHeight + v.floorHeight * 0.2;
        cells.push(
          `M${(v.x + b * bay + bay * 0.25).toFixed(1)} ${y.toFixed(1)}h${(bay * 0.5).toFixed(1)}v${(v.floorHeight * 0.55).toFixed(1)}h${(-bay * 0.5).toFixed(1)}z`,
        );
      }
    }
    parts.push(`<path d="${cells.join('')}" fill="#ffcf7a" opacity="0.8"/>`);
  }
  return parts.join('');
}

/** The unfinished floors: slabs and columns of the concrete frame. */
function frame(v: Volume, builtTop: number, top: number): string {
  const parts: string[] = [];
  for (let y = builtTop; y >= top - 0.5; y -= v.floorHeight) parts.push(`M${v.x} ${y - 3}h${v.width}v4h${-v.width}z`);
  const columns = Math.max(3, Math.round(v.width / (v.floorHeight * 1.6)));
  for (let i = 0; i <= columns; i++)
    parts.push(`M${v.x + (i * (v.width - 4)) / columns} ${top}h4v${builtTop - top}h-4z`);
  return `<path d="${parts.join('')}" fill="#a7a49d"/>`;
}

/**
 * Shared pieces of a picture: the glass glare of the façades and three tree
 * shapes (two round crowns, a fir) drawn once per picture in a
 * 100-unit box standing on its origin; each tree is a `<use>` of one of them,
 * scaled and mirrored, so a courtyard of forty trees costs forty short tags.
 */
export function sharedDefs(style: ArtStyle): string {
  const [dark, light, deep] = style.foliage;
  const trunk = '<rect x="-5" y="-55" width="10" height="55" fill="#4a3a2c"/>';
  const glow = shade(light, 0.15);
  return (
    `<defs><linearGradient id="glare" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient><g id="tr0">${trunk}<circle cx="-20" cy="-95" r="38" fill="${dark}"/><circle cx="22" cy="-100" r="40" fill="${light}"/><circle cx="0" cy="-125" r="36" fill="${dark}"/><circle cx="-12" cy="-118" r="20" fill="${glow}" opacity="0.7"/></g>` +
    `<g id="tr1">${trunk}<circle cx="-26" cy="-85" r="32" fill="${light}"/><circle cx="18" cy="-90" r="36" fill="${dark}"/><circle cx="-4" cy="-118" r="40" fill="${light}"/><circle cx="28" cy="-122" r="26" fill="${dark}"/><circle cx="-14" cy="-126" r="18" fill="${glow}" opacity="0.7"/></g>` +
    `<g id="tr2">${trunk}<polygon points="0,-160 -45,-25 45,-25" fill="${deep}"/><polygon points="0,-160 0,-25 45,-25" fill="#000" opacity="0.12"/></g></defs>`
  );
}

function tree(rng: Random, x: number, base: number, size: number): string {
  const shape = rng.chance(0.25) ? 2 : rng.int(0, 1);
  const s = size / 100;
  const flip = rng.chance(0.5) ? -s : s;
  return `<use href="#tr${shape}" transform="translate(${x.toFixed(1)} ${base.toFixed(1)}) scale(${flip.toFixed(3)} ${s.toFixed(3)})"/>`;
}

/** A row of trees on `base`; needs `sharedDefs` in the same picture. */
export function trees(rng: Random, from: number, to: number, base: number, size: number, gap: number): string {
  const parts: string[] = [];
  for (let x = from + rng.int(0, gap); x < to; x += gap + rng.int(0, gap))
    parts.push(tree(rng, x, base + rng.int(0, Math.round(size * 0.1)), size * rng.float(0.75, 1.2)));
  return parts.join('');
}

/** Lawn, pavement and a kerb line from `base` down to the bottom. */
export function ground(width: number, height: number, base: number, style: ArtStyle): string {
  const lawn = mix(style.foliage[1], '#9fb86a', 0.3);
  const strip = Math.round((height - base) * 0.35);
  return (
    `<rect y="${base}" width="${width}" height="${height - base}" fill="${mix(style.facade, '#8d877c', 0.6)}"/>` +
    `<rect y="${base}" width="${width}" height="${strip}" fill="${lawn}"/>` +
    `<rect y="${base}" width="${width}" height="${Math.max(2, strip * 0.25)}" fill="#000000" opacity="0.12"/>` +
    `<rect y="${base + strip}" width="${width}" height="3" fill="#efe9dd" opacity="0.8"/>`
  );
}
