/** Generated pictures other than project renders: article covers, portraits, emblems, icons, document pages. */
import { cityArt, svg, type CityScene } from './art-city.ts';
import { interiorArt } from './art-interior.ts';
import type { ArtStyle } from './art-style.ts';
import { xml } from './media-library.ts';
import type { Random } from './random.ts';

const FONT = 'font-family="Inter, Arial, sans-serif"';

/** What an article cover shows, by section: promotions sell homes (rooms, evening façades), news show the sites. */
const COVER_SCENES: Record<CoverKind, readonly CoverScene[]> = {
  news: ['street', 'hero', 'courtyard'],
  press: ['dusk', 'roof', 'hero'],
  promo: ['living', 'kitchen', 'dusk', 'bedroom'],
  charity: ['courtyard', 'street'],
  media: ['dusk', 'roof', 'living'],
  owners_guide: ['kitchen', 'bedroom', 'courtyard'],
};

type CoverKind = 'news' | 'press' | 'promo' | 'charity' | 'media' | 'owners_guide';
type CoverScene = CityScene | 'living' | 'kitchen' | 'bedroom' | 'construction';

/** An article's topic, when it has a picture of its own: a finishing offer shows a room, a parking one the street. */
const TOPIC_SCENES: Record<string, readonly CoverScene[]> = {
  construction: ['construction'],
  finishing: ['living', 'kitchen'],
  renovation: ['living', 'bedroom'],
  parking: ['street'],
  investment: ['street'],
  handover: ['courtyard'],
  'trade-in': ['dusk', 'hero'],
  installment: ['dusk', 'courtyard'],
  payments: ['courtyard', 'hero'],
};

/**
 * An article cover: a render of the project's houses or rooms in its style.
 * No caption painted in: the section and the title are HTML next to it
 * (a painted «Акция» pill was cropped on cards, issue 30).
 */
export function coverArt(rng: Random, style: ArtStyle, kind: CoverKind, label: string, topic?: string): string {
  const scene = rng.pick((topic && TOPIC_SCENES[topic]) || COVER_SCENES[kind]);
  const size = { width: 1200, height: 675, label };
  if (scene === 'living' || scene === 'kitchen' || scene === 'bedroom')
    return interiorArt(rng, style, scene, { ...size, view: rng.chance(0.5) ? 'high' : 'low' });
  if (scene === 'construction') return cityArt(rng, style, { ...size, constructionProgress: rng.int(30, 80) });
  return cityArt(rng, style, { ...size, scene });
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

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

const EMBLEMS = [
  (c: string) =>
    `<circle cx="80" cy="80" r="46" fill="none" stroke="${c}" stroke-width="12"/><circle cx="80" cy="80" r="14" fill="${c}"/>`,
  (c: string) =>
    `<rect x="38" y="38" width="84" height="84" rx="14" fill="${c}"/><rect x="62" y="62" width="36" height="36" fill="#ffffff"/>`,
  (c: string) =>
    `<polygon points="80,30 126,110 34,110" fill="${c}"/><polygon points="80,70 100,104 60,104" fill="#ffffff"/>`,
  (c: string) => `<path d="M34 122 V70 a46 46 0 0 1 92 0 V122 H104 V72 a24 24 0 0 0 -48 0 V122 Z" fill="${c}"/>`,
  (c: string) =>
    `<polygon points="80,32 122,56 122,104 80,128 38,104 38,56" fill="${c}"/><polygon points="80,58 102,70 102,94 80,106 58,94 58,70" fill="#ffffff"/>`,
  (c: string) =>
    `<rect x="34" y="40" width="22" height="82" fill="${c}"/><rect x="69" y="56" width="22" height="66" fill="${c}"/><rect x="104" y="28" width="22" height="94" fill="${c}"/>`,
];

/** A partner's or bank's emblem: a mark drawn from its name, no lettering (the name is HTML beside it). */
export function logoArt(name: string, color: string): string {
  const h = hash(name);
  const emblem = EMBLEMS[h % EMBLEMS.length](color);
  const bars = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="176" y="${58 + i * 18}" width="${140 - ((h >> (i * 3)) % 5) * 16}" height="8" rx="4" fill="${color}" opacity="${0.85 - i * 0.2}"/>`,
    )
    .join('');
  return svg(
    360,
    160,
    `<rect x="4" y="4" width="352" height="152" rx="18" fill="#ffffff" stroke="${color}" stroke-width="4"/>${emblem}${bars}`,
    name,
  );
}

const SOCIAL_GLYPHS: Record<string, [string, string]> = {
  vkontakte: ['M12 16h5l3 9 4-9h4l-6 13h-4z M28 16h4v13h-4z', '#0077FF'],
  telegram: ['M11 23 L37 13 L32 36 L24 29 L20 34 L20 27 L32 18 L18 26 Z', '#229ED9'],
  whatsapp: [
    'M24 11a13 13 0 0 0-11 19.5L11 37l6.7-2A13 13 0 1 0 24 11z M24 14a10 10 0 1 1-5 18.7l-3.3 1 1-3.2A10 10 0 0 1 24 14z',
    '#25D366',
  ],
  youtube: ['M12 16h24v16H12z M21 19v10l8-5z', '#FF0000'],
};

/** A round social icon with a simple glyph (shapes, no letters). */
export function socialIconArt(title: string): string {
  const [glyph, color] = SOCIAL_GLYPHS[title] ?? ['M16 16h16v16H16z', '#333333'];
  return svg(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${color}"/><path d="${glyph}" fill="#ffffff" fill-rule="evenodd"/>`,
    title,
  );
}

/** Splits text into lines of at most `width` characters at spaces. */
function wrapText(text: string, width: number): string[] {
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
    .map(
      (line, i) =>
        `<text x="60" y="${140 + i * 28}" ${FONT} font-size="22" font-weight="700" fill="#111111">${xml(line)}</text>`,
    )
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
