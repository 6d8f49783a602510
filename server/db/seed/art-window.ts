/**
 * Windows of the generated flats: what lies beyond (sky, far city, the
 * courtyard's trees or the roofs below), the frame, and the view from a
 * window as a picture of its own. Shapes only, never text (issue 30).
 */
import { compactSvg } from './art-city.ts';
import { clouds, farCity, resetIds, sharedDefs, sky, trees, uid, volume } from './art-parts.ts';
import { mix, shade, type ArtStyle } from './art-style.ts';
import type { Random } from './random.ts';

export type ViewKind = 'low' | 'high';

function box(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${Math.max(0, w).toFixed(1)}" height="${Math.max(0, h).toFixed(1)}" fill="${fill}"${extra}/>`;
}

/** What a window shows: sky, far city and tree tops, clipped to the opening. */
export function outside(
  rng: Random,
  style: ArtStyle,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: ViewKind,
): string {
  const clip = uid('c');
  const parts = [
    `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs><g clip-path="url(#${clip})">`,
  ];
  parts.push(
    `<g transform="translate(${x} ${y})">${sky(w, h, style.sky, w * 0.3, h * 0.25)}${clouds(rng, w, h * 0.08, 3)}`,
  );
  const horizon = h * (kind === 'high' ? 0.55 : 0.45);
  parts.push(farCity(rng, w, horizon, h * 0.2, mix(style.sky[1], style.facade, 0.4), 0.6));
  if (kind === 'high') {
    parts.push(box(0, horizon, w, h, mix(style.foliage[0], style.sky[1], 0.55)));
    parts.push(farCity(rng, w, horizon + h * 0.12, h * 0.1, mix(style.facade, style.sky[1], 0.3), 0.9));
    parts.push(trees(rng, 0, w, horizon + h * 0.3, h * 0.06, Math.round(w / 12)));
    parts.push(box(0, horizon + h * 0.32, w, h, mix(style.facade, '#8d877c', 0.5)));
  } else {
    const floor = h * 0.09;
    parts.push(
      volume(rng, style, {
        x: w * 0.12,
        base: h * 1.05,
        width: w * 0.7,
        floors: Math.ceil(h / floor),
        floorHeight: floor,
        depth: w * 0.06,
      }),
    );
    parts.push(trees(rng, -w * 0.05, w * 1.05, h * 1.1, h * 0.55, Math.round(w / 4)));
  }
  parts.push('</g></g>');
  return parts.join('');
}

/** Panes and frame of a window opening. */
export function frame(x: number, y: number, w: number, h: number, panes: number, color: string): string {
  const t = Math.max(4, w * 0.012);
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${color}" stroke-width="${t * 1.6}"/>`,
  ];
  for (let i = 1; i < panes; i++) parts.push(box(x + (w * i) / panes - t / 2, y, t, h, color));
  parts.push(box(x, y + h * 0.78, w, t * 0.8, color));
  return parts.join('');
}

export function plant(x: number, base: number, size: number, style: ArtStyle): string {
  return (
    box(x - size * 0.18, base - size * 0.3, size * 0.36, size * 0.3, shade(style.accent, 0.3)) +
    [
      [-0.2, 0.75],
      [0.15, 0.85],
      [0, 1.05],
      [-0.32, 0.95],
      [0.3, 0.62],
    ]
      .map(
        ([dx, dy], i) =>
          `<ellipse cx="${(x + dx * size).toFixed(1)}" cy="${(base - dy * size).toFixed(1)}" rx="${(size * 0.16).toFixed(1)}" ry="${(size * 0.3).toFixed(1)}" fill="${style.foliage[i % 3]}"/>`,
      )
      .join('')
  );
}

/** Looking out of a window of the flat: the frame, the sill and what lies beyond. */
export function windowViewArt(
  rng: Random,
  style: ArtStyle,
  kind: ViewKind,
  options: { width: number; height: number; label: string },
): string {
  resetIds();
  const W = options.width;
  const H = options.height;
  const x = W * 0.1;
  const y = H * 0.08;
  const w = W * 0.8;
  const h = H * 0.74;
  const folds: string[] = [];
  for (let i = 0; i < 6; i++)
    folds.push(box(W * 0.02 + i * W * 0.022, 0, W * 0.011, H * 0.9, shade(style.textile, 0.55), ' opacity="0.5"'));
  return compactSvg(
    W,
    H,
    sharedDefs(style) +
      box(0, 0, W, H, style.wall) +
      outside(rng, style, x, y, w, h, kind) +
      frame(x, y, w, h, 2, '#f4f1ea') +
      box(x - W * 0.03, y + h, w + W * 0.06, H * 0.04, shade(style.wall, 0.4)) +
      box(x - W * 0.03, y + h + H * 0.04, w + W * 0.06, H * 0.015, shade(style.wall, -0.25)) +
      box(0, 0, W * 0.15, H * 0.9, shade(style.textile, 0.45), ' opacity="0.9"') +
      folds.join('') +
      plant(x + w * 0.86, y + h, H * 0.16, style),
    options.label,
  );
}
