/**
 * Generated architecture renders (project heroes, galleries, panoramas,
 * construction photos): a project's buildings in its own façade, colours,
 * heights and massing, with sky, far city, trees and ground. No text inside
 * the pictures: names and districts are HTML over them (issue 30).
 * Drawn from a seeded generator, so the same inputs give the same file.
 */
import { clouds, farCity, ground, resetIds, sky, sharedDefs, trees, volume, type Volume } from './art-parts.ts';
import { mix, shade, type ArtStyle } from './art-style.ts';
import { xml } from './media-library.ts';
import type { Random } from './random.ts';

export type CityScene = 'hero' | 'street' | 'courtyard' | 'dusk' | 'roof';

export interface CityArtOptions {
  width: number;
  height: number;
  scene?: CityScene;
  /** 0–100: a construction site shows a crane and an unfinished building. */
  constructionProgress?: number;
  /** Accessible name of the picture. */
  label?: string;
}

function crane(x: number, base: number, height: number, color: string): string {
  const top = base - height;
  const jib = height * 0.9;
  return (
    `<g fill="${color}"><rect x="${x}" y="${top}" width="12" height="${height}"/>` +
    `<rect x="${x - jib * 0.3}" y="${top}" width="${jib * 1.3}" height="9"/><rect x="${x - jib * 0.28}" y="${top + 9}" width="${jib * 0.12}" height="26" fill="#55524c"/>` +
    `<polygon points="${x},${top} ${x + 6},${top - 40} ${x + 12},${top}"/></g>` +
    `<line x1="${x + jib * 0.75}" y1="${top + 9}" x2="${x + jib * 0.75}" y2="${top + height * 0.4}" stroke="#333" stroke-width="2"/>` +
    `<rect x="${x + jib * 0.75 - 14}" y="${top + height * 0.4}" width="28" height="16" fill="#5a6068"/>`
  );
}

/** Building volumes for a row: heights between the style's floors, widths and gaps drawn from `rng`. */
function row(
  rng: Random,
  style: ArtStyle,
  from: number,
  to: number,
  base: number,
  floorHeight: number,
  count: number,
  depth: number,
): Volume[] {
  const span = to - from;
  const slot = span / count;
  const [low, high] = style.floors;
  return Array.from({ length: count }, (_, i) => {
    const width = slot * rng.float(0.45, 0.85);
    return {
      x: Math.round(from + i * slot + rng.float(0, slot - width - depth)),
      base,
      width: Math.round(width),
      floors: i === Math.floor(count / 2) ? high : rng.int(low, high),
      floorHeight,
      depth,
    };
  });
}

function scene(
  rng: Random,
  style: ArtStyle,
  width: number,
  height: number,
  kind: CityScene,
  progress: number | undefined,
): string {
  const evening = kind === 'dusk';
  const colors = evening ? style.dusk : style.sky;
  const base = Math.round(height * (kind === 'roof' ? 0.62 : 0.8));
  const parts = [
    sharedDefs(style),
    sky(width, height, colors, Math.round(width * rng.float(0.12, 0.4)), Math.round(height * (evening ? 0.62 : 0.25))),
    clouds(rng, width, Math.round(height * 0.08), evening ? 2 : 5),
  ];
  const haze = mix(colors[1], style.facade, 0.35);
  parts.push(
    farCity(
      rng,
      width,
      base - Math.round(height * 0.02),
      Math.round(height * (kind === 'roof' ? 0.18 : 0.3)),
      haze,
      0.45,
    ),
  );
  const tallest = style.floors[1];
  const floorHeight = Math.min(height * 0.032, (height * (kind === 'street' ? 0.72 : 0.6)) / tallest);
  const depth = Math.round(width * 0.04);
  if (kind === 'roof') {
    // From the roof: the city below, a river band and a park, the parapet in front.
    parts.push(
      farCity(rng, width, base + Math.round(height * 0.05), Math.round(height * 0.12), shade(haze, -0.2), 0.7),
    );
    parts.push(
      `<rect y="${base + height * 0.05}" width="${width}" height="${height}" fill="${mix(style.foliage[0], haze, 0.5)}"/>`,
    );
    parts.push(
      `<path d="M0 ${base + height * 0.14} C ${width * 0.3} ${base + height * 0.1}, ${width * 0.6} ${base + height * 0.22}, ${width} ${base + height * 0.16} L ${width} ${base + height * 0.21} C ${width * 0.6} ${base + height * 0.27}, ${width * 0.3} ${base + height * 0.15}, 0 ${base + height * 0.19} Z" fill="${mix(colors[0], '#8fb3c9', 0.5)}"/>`,
    );
    for (const v of row(rng, style, 0, width, base + height * 0.34, floorHeight * 0.5, 9, depth / 3))
      parts.push(volume(rng, style, { ...v, floors: Math.ceil(v.floors / 2) }));
    parts.push(trees(rng, 0, width, base + height * 0.3, height * 0.05, Math.round(width / 30)));
    parts.push(
      `<rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${shade(style.facade, -0.25)}"/><rect y="${height * 0.86}" width="${width}" height="6" fill="${style.accent}"/>`,
    );
    return parts.join('');
  }
  // Back row: lower, hazier; front row: the project itself.
  const back = row(
    rng,
    style,
    width * 0.05,
    width * 0.95,
    base - height * 0.03,
    floorHeight * 0.75,
    progress === undefined ? Math.max(3, style.volumes + 1) : 2,
    depth / 2,
  );
  parts.push(
    `<g opacity="0.55">${back.map((v) => volume(rng, style, { ...v, floors: Math.max(4, v.floors - 3) }, evening)).join('')}</g>`,
  );
  parts.push(`<rect width="${width}" height="${base}" fill="${colors[1]}" opacity="0.18"/>`);
  const count = kind === 'street' ? 2 : kind === 'courtyard' ? 2 : style.volumes;
  const from = kind === 'courtyard' ? -width * 0.08 : width * (kind === 'street' ? 0.05 : 0.28);
  const front = row(rng, style, from, width * (kind === 'courtyard' ? 1.05 : 0.98), base, floorHeight, count, depth);
  if (kind === 'courtyard') {
    front[0].x = Math.round(-width * 0.1);
    front[front.length - 1].x = Math.round(width * 0.78);
  }
  if (progress !== undefined) {
    const main = front[Math.floor(front.length / 2)];
    main.builtFloors = Math.max(1, Math.round((main.floors * progress) / 100));
    parts.push(
      crane(
        Math.min(main.x + main.width + depth + Math.round(width * 0.04), Math.round(width * 0.8)),
        base,
        Math.round(Math.min(height * 0.75, main.floors * floorHeight * 1.15)),
        '#f0b429',
      ),
    );
  }
  for (const v of front) parts.push(volume(rng, style, { ...v, lit: evening ? 0.35 : 0 }, evening));
  parts.push(ground(width, height, base, style));
  if (progress !== undefined) {
    parts.push(
      `<rect y="${base - height * 0.05}" width="${width}" height="${height * 0.05}" fill="#3e5d7a"/><rect y="${base - height * 0.05}" width="${width}" height="4" fill="#f2f2f2" opacity="0.7"/>`,
    );
  } else {
    const treeSize = height * (kind === 'courtyard' ? 0.2 : 0.13);
    parts.push(
      trees(rng, 0, width, base + height * 0.02, treeSize, Math.round(width / (kind === 'courtyard' ? 9 : 12))),
    );
  }
  if (kind === 'courtyard') {
    parts.push(
      `<ellipse cx="${width / 2}" cy="${height * 0.93}" rx="${width * 0.22}" ry="${height * 0.05}" fill="#e6dccb" opacity="0.9"/>`,
    );
    parts.push(
      `<g fill="${style.accent}"><rect x="${width * 0.4}" y="${height * 0.885}" width="${width * 0.06}" height="${height * 0.012}"/><rect x="${width * 0.54}" y="${height * 0.885}" width="${width * 0.06}" height="${height * 0.012}"/></g>`,
    );
  }
  // A soft shade at the bottom, where the page sets its headline over the picture.
  const fade = `fade${Math.round(height)}`;
  parts.push(
    `<defs><linearGradient id="${fade}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${fade})"/>`,
  );
  return parts.join('');
}

export function cityArt(rng: Random, style: ArtStyle, options: CityArtOptions): string {
  resetIds();
  const { width, height } = options;
  const kind = options.scene ?? 'hero';
  return compactSvg(
    width,
    height,
    scene(rng, style, width, height, kind, options.constructionProgress),
    options.label ?? 'Визуализация',
  );
}

export function svg(width: number, height: number, content: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${xml(label)}">${content}</svg>`;
}

/**
 * A render's SVG with coordinates cut to one decimal: a tenth of a pixel is
 * invisible, and the files (stored in the database on every seed) shrink by
 * about half.
 */
export function compactSvg(width: number, height: number, content: string, label: string): string {
  return svg(width, height, content.replace(/(\d\.\d)\d+/g, '$1'), label);
}
