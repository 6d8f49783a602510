/** Generated pictures other than city views: article covers, portraits, logos, icons. */
import type { Random } from './random.ts';
import { svg } from './art-city.ts';
import { xml } from './media-library.ts';

const FONT = 'font-family="Inter, Arial, sans-serif"';

/** Abstract architectural cover: arcs and a grid in the palette, with a small caption. */
export function coverArt(rng: Random, palette: readonly [string, string, string], caption: string): string {
  const [a, b, c] = palette;
  const width = 1200;
  const height = 675;
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    const r = rng.int(120, 520);
    parts.push(
      `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="none" stroke="${c}" stroke-width="${rng.int(2, 10)}" opacity="${(0.15 + rng.next() * 0.35).toFixed(2)}"/>`,
    );
  }
  for (let x = 0; x < width; x += 60) parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke="#ffffff" opacity="0.05"/>`);
  parts.push(`<rect x="48" y="${height - 96}" width="${caption.length * 15 + 48}" height="48" rx="24" fill="#ffffff" opacity="0.9"/>`);
  parts.push(`<text x="72" y="${height - 64}" ${FONT} font-size="22" fill="${a}">${xml(caption)}</text>`);
  return svg(width, height, parts.join(''), caption);
}

/** Neutral head-and-shoulders silhouette on a gradient (no invented faces). */
export function portraitArt(palette: readonly [string, string], name: string): string {
  const [a, b] = palette;
  return svg(
    600,
    720,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="600" height="720" fill="url(#p)"/><circle cx="300" cy="280" r="120" fill="#ffffff" opacity="0.75"/>` +
      `<path d="M90 720 C110 520 200 450 300 450 C400 450 490 520 510 720 Z" fill="#ffffff" opacity="0.75"/>`,
    name,
  );
}

/** Wordmark for a partner: the name set in a rounded frame. */
export function logoArt(name: string, color: string): string {
  const size = name.length > 18 ? 22 : 28;
  return svg(
    360,
    160,
    `<rect x="4" y="4" width="352" height="152" rx="18" fill="#ffffff" stroke="${color}" stroke-width="4"/>` +
      `<circle cx="52" cy="80" r="22" fill="${color}"/>` +
      `<text x="88" y="${80 + size / 3}" ${FONT} font-size="${size}" font-weight="600" fill="${color}">${xml(name)}</text>`,
    name,
  );
}

const SOCIAL_GLYPHS: Record<string, [string, string]> = {
  vkontakte: ['VK', '#0077FF'],
  telegram: ['TG', '#229ED9'],
  whatsapp: ['WA', '#25D366'],
  youtube: ['YT', '#FF0000'],
};

export function socialIconArt(title: string): string {
  const [glyph, color] = SOCIAL_GLYPHS[title] ?? [title.slice(0, 2).toUpperCase(), '#333333'];
  return svg(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${color}"/><text x="24" y="30" text-anchor="middle" ${FONT} font-size="16" font-weight="700" fill="#ffffff">${glyph}</text>`,
    title,
  );
}

/** Splits text into lines of at most `width` characters at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A4 page of a document with its real text, for the documents section. */
export function documentPageArt(title: string, paragraphs: string[], issuer: string, stamp: string): string {
  const titleLines = wrapText(title, 40);
  const heading = titleLines
    .map((line, i) => `<text x="60" y="${140 + i * 28}" ${FONT} font-size="22" font-weight="700" fill="#111111">${xml(line)}</text>`)
    .join('');
  const top = 150 + titleLines.length * 28;
  const lines = paragraphs.flatMap((paragraph) => [...wrapText(paragraph, 62), '']);
  const text = lines
    .map((line, i) => `<text x="60" y="${top + i * 22}" ${FONT} font-size="14" fill="#222222">${xml(line)}</text>`)
    .join('');
  return svg(
    595,
    842,
    `<rect width="595" height="842" fill="#ffffff"/><rect x="20" y="20" width="555" height="802" fill="none" stroke="#d0d0d0"/>` +
      `<text x="60" y="90" ${FONT} font-size="13" fill="#666666">${xml(issuer)}</text>${heading}${text}` +
      `<circle cx="470" cy="740" r="52" fill="none" stroke="#3a5bbf" stroke-width="3" opacity="0.7"/>` +
      `<text x="470" y="746" text-anchor="middle" ${FONT} font-size="14" fill="#3a5bbf">${xml(stamp)}</text>`,
    title,
  );
}
