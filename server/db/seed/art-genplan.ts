/**
 * A project's master plan seen from above, drawn from its buildings'
 * outlines (`buildings.genplan_polygon`, a 1000×700 box), so the genplan's
 * clickable outlines sit on the roofs they name instead of on a street
 * render: streets round the block, lawns, paths, trees, a playground, and
 * each building's roof with its shadow. No text (issue 30).
 */
import { compactSvg } from './art-city.ts';
import { resetIds } from './art-parts.ts';
import { mix, shade, type ArtStyle } from './art-style.ts';
import type { Random } from './random.ts';

const GENPLAN_WIDTH = 1000;
const GENPLAN_HEIGHT = 700;

type Point = [number, number];

function points(polygon: string): Point[] {
  return polygon.split(' ').map((pair) => pair.split(',').map(Number) as Point);
}

function inside(p: Point, outlines: Point[][], margin: number): boolean {
  return outlines.some((outline) => {
    const xs = outline.map(([x]) => x);
    const ys = outline.map(([, y]) => y);
    return (
      p[0] > Math.min(...xs) - margin &&
      p[0] < Math.max(...xs) + margin &&
      p[1] > Math.min(...ys) - margin &&
      p[1] < Math.max(...ys) + margin
    );
  });
}

export function genplanArt(rng: Random, style: ArtStyle, polygons: readonly string[], label: string): string {
  resetIds();
  const W = GENPLAN_WIDTH;
  const H = GENPLAN_HEIGHT;
  const outlines = polygons.map(points);
  const lawn = mix(style.foliage[1], '#a9c07a', 0.35);
  const paving = mix(style.facade, '#d8d2c6', 0.6);
  const road = '#6f7378';
  const parts = [
    `<defs><g id="tt"><circle r="14" fill="${style.foliage[0]}"/><circle cx="-4" cy="-4" r="8" fill="${shade(style.foliage[1], 0.1)}"/></g></defs>`,
    `<rect width="${W}" height="${H}" fill="${road}"/>`,
    `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" rx="18" fill="${paving}"/>`,
    `<rect x="48" y="48" width="${W - 96}" height="${H - 96}" rx="14" fill="${lawn}"/>`,
    // Road markings on the streets round the block.
    `<path d="M0 15h${W}M0 ${H - 15}h${W}M15 0v${H}M${W - 15} 0v${H}" stroke="#e8e8e8" stroke-width="2" stroke-dasharray="18 14"/>`,
    // Paths across the courtyard.
    `<path d="M48 ${H * 0.52} C${W * 0.3} ${H * 0.45} ${W * 0.6} ${H * 0.6} ${W - 48} ${H * 0.5}M${W * 0.5} 48 C${W * 0.45} ${H * 0.35} ${W * 0.55} ${H * 0.7} ${W * 0.5} ${H - 48}" stroke="${paving}" stroke-width="16" fill="none"/>`,
  ];
  // A playground and a pond or fountain where no building stands.
  for (const [x, y] of [
    [W * 0.5, H * 0.52],
    [W * 0.22, H * 0.85],
    [W * 0.8, H * 0.15],
  ] as Point[]) {
    if (inside([x, y], outlines, 40)) continue;
    parts.push(
      `<circle cx="${x}" cy="${y}" r="34" fill="${paving}"/><circle cx="${x}" cy="${y}" r="22" fill="${mix('#7fb0c9', style.sky[0], 0.3)}"/>`,
    );
    break;
  }
  for (const outline of outlines) {
    const shadow = outline.map(([x, y]) => `${x + 14},${y + 16}`).join(' ');
    parts.push(`<polygon points="${shadow}" fill="#000" opacity="0.22"/>`);
  }
  for (const outline of outlines) {
    const xs = outline.map(([x]) => x);
    const ys = outline.map(([, y]) => y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    parts.push(
      `<polygon points="${outline.map((p) => p.join(',')).join(' ')}" fill="${shade(style.facade, 0.1)}" stroke="${shade(style.facade, -0.25)}" stroke-width="4"/>`,
    );
    // Roof plant, skylights and the sections' lift shafts.
    const sections = Math.max(1, Math.round((x1 - x0) / 120));
    for (let i = 0; i < sections; i++) {
      const cx = x0 + ((i + 0.5) * (x1 - x0)) / sections;
      parts.push(
        `<rect x="${cx - 16}" y="${(y0 + y1) / 2 - 12}" width="32" height="24" fill="${shade(style.facade, -0.15)}"/>`,
      );
    }
    parts.push(
      `<rect x="${x0 + 12}" y="${y0 + 12}" width="${(x1 - x0) * 0.25}" height="10" fill="${style.glass}" opacity="0.7"/>`,
    );
  }
  const trees: string[] = [];
  for (let i = 0; i < 90; i++) {
    const p: Point = [rng.float(60, W - 60), rng.float(60, H - 60)];
    if (inside(p, outlines, 26)) continue;
    trees.push(
      `<use href="#tt" transform="translate(${p[0].toFixed(0)} ${p[1].toFixed(0)}) scale(${rng.float(0.7, 1.3).toFixed(2)})"/>`,
    );
  }
  parts.push(trees.join(''));
  return compactSvg(W, H, parts.join(''), label);
}
