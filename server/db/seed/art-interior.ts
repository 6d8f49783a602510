/**
 * Generated interiors (living room, kitchen, bedroom, studio) in a project's
 * finishes and colours: a room in one-point perspective with a panoramic
 * window (art-window.ts), daylight on the floor and furniture as simple
 * volumes. Shapes only, never text (issue 30).
 */
import { compactSvg } from './art-city.ts';
import { resetIds, sharedDefs } from './art-parts.ts';
import { frame, outside, plant, type ViewKind } from './art-window.ts';
import { mix, shade, type ArtStyle } from './art-style.ts';
import type { Random } from './random.ts';

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'studio';
export type { ViewKind } from './art-window.ts';

interface Room {
  W: number;
  H: number;
  /** Back wall. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Vanishing point. */
  vx: number;
  vy: number;
}

/** A point `xb` of the back wall's plane, brought forward to depth `d` (0 back wall, 1 picture edge). */
function at(room: Room, xb: number, d: number): { x: number; y: number; s: number } {
  const y = room.y1 + (room.H - room.y1) * d;
  const s = (y - room.vy) / (room.y1 - room.vy);
  return { x: room.vx + (xb - room.vx) * s, y, s };
}

function box(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${Math.max(0, w).toFixed(1)}" height="${Math.max(0, h).toFixed(1)}" fill="${fill}"${extra}/>`;
}

function shell(style: ArtStyle, room: Room): string {
  const { W, H, x0, x1, y0, y1 } = room;
  const wall = style.wall;
  const planks: string[] = [];
  for (let i = -8; i <= 16; i++) {
    const xb = x0 + ((x1 - x0) * i) / 8;
    const front = at(room, xb, 1);
    planks.push(`<line x1="${xb.toFixed(1)}" y1="${y1}" x2="${front.x.toFixed(1)}" y2="${H}"/>`);
  }
  return (
    `<polygon points="0,0 ${W},0 ${x1},${y0} ${x0},${y0}" fill="${shade(wall, 0.35)}"/>` +
    `<polygon points="0,0 ${x0},${y0} ${x0},${y1} 0,${H}" fill="${shade(wall, -0.1)}"/>` +
    `<polygon points="${W},0 ${x1},${y0} ${x1},${y1} ${W},${H}" fill="${shade(wall, -0.04)}"/>` +
    box(x0, y0, x1 - x0, y1 - y0, wall) +
    `<polygon points="0,${H} ${W},${H} ${x1},${y1} ${x0},${y1}" fill="${style.wood}"/>` +
    `<g stroke="${shade(style.wood, -0.2)}" stroke-width="1.2" opacity="0.45">${planks.join('')}</g>` +
    box(x0, y1 - 8, x1 - x0, 8, shade(wall, -0.15))
  );
}

function windowOnBack(rng: Random, style: ArtStyle, room: Room, from: number, to: number, view: ViewKind): string {
  const { x0, x1, y0, y1 } = room;
  const wx = x0 + (x1 - x0) * from;
  const ww = (x1 - x0) * (to - from);
  const wy = y0 + (y1 - y0) * 0.08;
  const wh = (y1 - y0) * 0.88;
  const a = at(room, wx, 1);
  const b = at(room, wx + ww, 1);
  return (
    outside(rng, style, wx, wy, ww, wh, view) +
    frame(wx, wy, ww, wh, 3, shade(style.accent, -0.3)) +
    `<polygon points="${wx},${y1} ${wx + ww},${y1} ${b.x * 0.9 + wx * 0.1},${room.H} ${a.x * 0.9 + wx * 0.1},${room.H}" fill="#fff7e0" opacity="0.16"/>`
  );
}

function living(style: ArtStyle, room: Room, backW: number, backH: number): string {
  const sofa = at(room, room.x0 + backW * 0.06, 0.3);
  const s = sofa.s;
  const w = backW * 0.44 * s;
  const h = backH * 0.22 * s;
  const fabric = style.textile;
  const table = at(room, room.x0 + backW * 0.16, 0.62);
  const rugA = at(room, room.x0 + backW * 0.02, 0.35);
  const rugB = at(room, room.x0 + backW * 0.62, 0.8);
  return (
    `<polygon points="${rugA.x},${rugA.y} ${at(room, room.x0 + backW * 0.62, 0.35).x},${rugA.y} ${rugB.x},${rugB.y} ${at(room, room.x0 + backW * 0.02, 0.8).x},${rugB.y}" fill="${mix(style.wall, style.textile, 0.25)}"/>` +
    `<ellipse cx="${sofa.x + w / 2}" cy="${sofa.y}" rx="${w * 0.55}" ry="${h * 0.12}" fill="#000" opacity="0.15"/>` +
    box(sofa.x, sofa.y - h, w, h * 0.6, shade(fabric, -0.1), ' rx="8"') +
    box(sofa.x, sofa.y - h * 0.5, w, h * 0.42, fabric, ' rx="6"') +
    box(sofa.x - w * 0.05, sofa.y - h * 0.72, w * 0.08, h * 0.7, shade(fabric, -0.2), ' rx="6"') +
    box(sofa.x + w * 0.97, sofa.y - h * 0.72, w * 0.08, h * 0.7, shade(fabric, -0.2), ' rx="6"') +
    box(sofa.x + w * 0.1, sofa.y - h * 0.85, w * 0.18, h * 0.3, shade(style.accent, 0.35), ' rx="6"') +
    box(sofa.x + w * 0.7, sofa.y - h * 0.85, w * 0.18, h * 0.3, shade(fabric, 0.35), ' rx="6"') +
    box(
      table.x,
      table.y - backH * 0.1 * table.s,
      backW * 0.3 * table.s,
      backH * 0.03 * table.s,
      shade(style.wood, -0.35),
    ) +
    box(
      table.x + backW * 0.02 * table.s,
      table.y - backH * 0.07 * table.s,
      backW * 0.26 * table.s,
      backH * 0.07 * table.s,
      shade(style.wood, -0.5),
    ) +
    // Art on the left wall and a floor lamp beside the sofa.
    `<polygon points="${room.x0 * 0.3},${room.y0 + backH * 0.15} ${room.x0 * 0.75},${room.y0 + backH * 0.22} ${room.x0 * 0.75},${room.y0 + backH * 0.55} ${room.x0 * 0.3},${room.y0 + backH * 0.6}" fill="${mix(style.sky[0], style.accent, 0.4)}" stroke="${shade(style.wood, -0.4)}" stroke-width="6"/>` +
    box(sofa.x - w * 0.16, sofa.y - h * 3, 4, h * 3, '#2d2d2d') +
    `<ellipse cx="${sofa.x - w * 0.16 + 2}" cy="${sofa.y - h * 3}" rx="${w * 0.07}" ry="${h * 0.25}" fill="#f3e6c8"/>` +
    plant(room.W * 0.9, room.H * 0.97, room.H * 0.3, style)
  );
}

/** A run of cabinets on the back wall; with `island`, an island with stools and pendants in front. */
function kitchen(style: ArtStyle, room: Room, backW: number, backH: number, run: number, island = true): string {
  const { x0, y1, y0 } = room;
  const cab = shade(style.wall, -0.2);
  const runW = backW * run;
  const doors: string[] = [];
  for (let i = 0; i < 6; i++)
    doors.push(box(x0 + (runW * i) / 6 + 3, y1 - backH * 0.2, runW / 6 - 6, backH * 0.19, shade(cab, 0.08)));
  const counters =
    box(x0, y1 - backH * 0.36, runW, backH * 0.16, mix(style.wall, '#ffffff', 0.5)) +
    box(x0, y1 - backH * 0.2, runW, backH * 0.2, cab) +
    doors.join('') +
    box(x0, y1 - backH * 0.22, runW, backH * 0.025, shade(style.wood, -0.1)) +
    box(x0, y0 + backH * 0.06, runW, backH * 0.22, cab);
  if (!island) return counters;
  const top = at(room, x0 + backW * 0.2, 0.5);
  const iw = backW * 0.5 * top.s;
  const ih = backH * 0.24 * top.s;
  const stools: string[] = [];
  for (let i = 0; i < 3; i++) {
    const stool = at(room, x0 + backW * (0.26 + i * 0.14), 0.72);
    stools.push(
      box(stool.x, stool.y - backH * 0.2 * stool.s, 4, backH * 0.2 * stool.s, '#2b2b2b') +
        `<ellipse cx="${stool.x + 2}" cy="${stool.y - backH * 0.2 * stool.s}" rx="${backW * 0.035 * stool.s}" ry="${backH * 0.015 * stool.s}" fill="${style.textile}"/>`,
    );
  }
  const lamps = [0.3, 0.45, 0.6].map((f) => {
    const x = at(room, x0 + backW * f, 0.5).x;
    return `<line x1="${x}" y1="0" x2="${x}" y2="${room.H * 0.28}" stroke="#333" stroke-width="2"/><path d="M${x - 22} ${room.H * 0.31} Q${x} ${room.H * 0.25} ${x + 22} ${room.H * 0.31} Z" fill="${style.accent}"/><circle cx="${x}" cy="${room.H * 0.33}" r="14" fill="#ffe7b0" opacity="0.6"/>`;
  });
  return (
    counters +
    box(top.x, top.y - ih, iw, ih, shade(cab, -0.1)) +
    box(top.x - iw * 0.02, top.y - ih, iw * 1.04, ih * 0.1, shade(style.wood, 0.1)) +
    stools.join('') +
    lamps.join('')
  );
}

function bedroom(style: ArtStyle, room: Room, backW: number, backH: number): string {
  const { x0, y1 } = room;
  const left = x0 + backW * 0.12;
  const right = x0 + backW * 0.62;
  const front = 0.42;
  const a = at(room, left, front);
  const b = at(room, right, front);
  const mattress = backH * 0.12;
  const lamp = (x: number) =>
    box(x, y1 - backH * 0.14, backW * 0.09, backH * 0.14, shade(style.wood, -0.25)) +
    `<polygon points="${x + backW * 0.02},${y1 - backH * 0.24} ${x + backW * 0.07},${y1 - backH * 0.24} ${x + backW * 0.08},${y1 - backH * 0.17} ${x + backW * 0.01},${y1 - backH * 0.17}" fill="#f3e6c8"/>` +
    `<circle cx="${x + backW * 0.045}" cy="${y1 - backH * 0.2}" r="${backW * 0.08}" fill="#ffe7b0" opacity="0.25"/>`;
  return (
    box(
      left - backW * 0.02,
      y1 - backH * 0.42,
      right - left + backW * 0.04,
      backH * 0.42,
      shade(style.textile, -0.25),
      ' rx="10"',
    ) +
    lamp(x0 + backW * 0.01) +
    lamp(right + backW * 0.03) +
    `<polygon points="${left},${y1 - mattress} ${right},${y1 - mattress} ${b.x},${b.y - mattress * b.s} ${a.x},${a.y - mattress * a.s}" fill="${shade(style.wall, 0.55)}"/>` +
    `<polygon points="${left + (a.x - left) * 0.35},${y1 - mattress + (a.y - y1) * 0.35} ${right + (b.x - right) * 0.35},${y1 - mattress + (b.y - y1) * 0.35} ${b.x},${b.y - mattress * b.s} ${a.x},${a.y - mattress * a.s}" fill="${style.textile}"/>` +
    box(a.x, a.y - mattress * a.s, b.x - a.x, mattress * a.s, shade(style.textile, -0.15)) +
    box(left + backW * 0.04, y1 - mattress - backH * 0.08, backW * 0.2, backH * 0.09, '#ffffff', ' rx="8"') +
    box(right - backW * 0.24, y1 - mattress - backH * 0.08, backW * 0.2, backH * 0.09, '#f6f1e6', ' rx="8"')
  );
}

export function interiorArt(
  rng: Random,
  style: ArtStyle,
  kind: RoomKind,
  options: { width: number; height: number; view: ViewKind; label: string },
): string {
  resetIds();
  const W = options.width;
  const H = options.height;
  const room: Room = {
    W,
    H,
    x0: W * 0.2,
    x1: W * 0.8,
    y0: H * 0.12,
    y1: H * 0.64,
    vx: W * rng.float(0.45, 0.55),
    vy: H * 0.42,
  };
  const backW = room.x1 - room.x0;
  const backH = room.y1 - room.y0;
  const parts = [sharedDefs(style), shell(style, room)];
  if (kind === 'bedroom') {
    parts.push(windowOnBack(rng, style, room, 0.76, 0.98, options.view), bedroom(style, room, backW, backH));
  } else if (kind === 'kitchen') {
    parts.push(windowOnBack(rng, style, room, 0.64, 0.98, options.view), kitchen(style, room, backW, backH, 0.6));
  } else {
    parts.push(windowOnBack(rng, style, room, kind === 'studio' ? 0.62 : 0.5, 0.98, options.view));
    if (kind === 'studio') parts.push(kitchen(style, room, backW, backH, 0.55, false));
    parts.push(living(style, room, backW, backH));
  }
  return compactSvg(W, H, parts.join(''), options.label);
}
