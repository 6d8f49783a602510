/**
 * Generated city pictures (project heroes, galleries, panoramas, construction
 * photos): a gradient sky and layered building silhouettes with lit windows.
 * Drawn from a seeded generator, so the same inputs give the same file.
 */
import type { Random } from './random.ts';
import { xml } from './media-library.ts';

export interface CityArtOptions {
  width: number;
  height: number;
  /** Sky top, sky horizon, façade. */
  palette: readonly [string, string, string];
  title?: string;
  subtitle?: string;
  /** 0–100: a construction site shows a crane and an unfinished tower. */
  constructionProgress?: number;
}

function skylineLayer(rng: Random, width: number, base: number, maxHeight: number, fill: string, windows: boolean): string {
  const parts: string[] = [];
  let x = -rng.int(0, 40);
  while (x < width) {
    const w = rng.int(Math.round(width / 22), Math.round(width / 9));
    const h = rng.int(Math.round(maxHeight * 0.35), maxHeight);
    const y = base - h;
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);
    if (windows) parts.push(`<rect x="${x + 6}" y="${y + 10}" width="${Math.max(0, w - 12)}" height="${h - 16}" fill="url(#windows)"/>`);
    if (rng.chance(0.25)) parts.push(`<rect x="${x + w / 2 - 2}" y="${y - 18}" width="4" height="18" fill="${fill}"/>`);
    x += w + rng.int(2, 18);
  }
  return parts.join('');
}

function crane(x: number, base: number, height: number, color: string): string {
  const top = base - height;
  return [
    `<rect x="${x}" y="${top}" width="10" height="${height}" fill="${color}"/>`,
    `<rect x="${x - 160}" y="${top}" width="360" height="8" fill="${color}"/>`,
    `<rect x="${x - 150}" y="${top + 8}" width="40" height="22" fill="${color}"/>`,
    `<line x1="${x + 170}" y1="${top + 8}" x2="${x + 170}" y2="${top + 120}" stroke="${color}" stroke-width="2"/>`,
    `<rect x="${x + 160}" y="${top + 120}" width="22" height="14" fill="${color}"/>`,
  ].join('');
}

export function cityArt(rng: Random, options: CityArtOptions): string {
  const { width, height, palette } = options;
  const [skyTop, horizon, facade] = palette;
  const ground = Math.round(height * 0.82);
  const sunX = rng.int(Math.round(width * 0.15), Math.round(width * 0.85));
  const body: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
    `<pattern id="windows" width="14" height="18" patternUnits="userSpaceOnUse"><rect width="7" height="10" fill="#ffe9b0" opacity="0.55"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.08)}" fill="#fff4d6" opacity="0.8"/>`,
    `<g opacity="0.35">${skylineLayer(rng, width, ground, Math.round(height * 0.55), skyTop, false)}</g>`,
    `<g opacity="0.7">${skylineLayer(rng, width, ground, Math.round(height * 0.42), skyTop, true)}</g>`,
  ];
  const progress = options.constructionProgress;
  if (progress !== undefined) {
    const towerHeight = Math.round(height * 0.55 * Math.max(0.08, progress / 100));
    const towerX = Math.round(width * 0.42);
    body.push(`<rect x="${towerX}" y="${ground - towerHeight}" width="${Math.round(width * 0.16)}" height="${towerHeight}" fill="${facade}"/>`);
    body.push(`<rect x="${towerX + 8}" y="${ground - towerHeight + 8}" width="${Math.round(width * 0.16) - 16}" height="${towerHeight - 8}" fill="url(#windows)" opacity="0.5"/>`);
    body.push(crane(towerX + Math.round(width * 0.22), ground, Math.round(height * 0.62), '#f2b233'));
  } else {
    const hero = Math.round(height * 0.6);
    const heroX = Math.round(width * 0.38);
    const heroW = Math.round(width * 0.24);
    body.push(`<rect x="${heroX}" y="${ground - hero}" width="${heroW}" height="${hero}" fill="${facade}"/>`);
    body.push(`<rect x="${heroX + 12}" y="${ground - hero + 16}" width="${heroW - 24}" height="${hero - 24}" fill="url(#windows)"/>`);
  }
  body.push(`<rect y="${ground}" width="${width}" height="${height - ground}" fill="#1a1d22"/>`);
  if (options.title) {
    const size = Math.round(height * 0.075);
    body.push(
      `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.93)}" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="600" fill="#ffffff">${xml(options.title)}</text>`,
    );
  }
  if (options.subtitle) {
    const size = Math.round(height * 0.032);
    body.push(
      `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.1)}" font-family="Inter, Arial, sans-serif" font-size="${size}" fill="#ffffff" opacity="0.85">${xml(options.subtitle)}</text>`,
    );
  }
  return svg(width, height, body.join(''), options.title ?? 'Изображение');
}

export function svg(width: number, height: number, content: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${xml(label)}">${content}</svg>`;
}
