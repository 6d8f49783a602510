/**
 * Floor plans of layouts: a rectangle split into a façade strip of rooms and
 * an entrance strip (hall, bathrooms, dressing room). Room areas add up to the
 * layout area, so living, kitchen and bathroom areas come from the drawing.
 */
import { area2 } from './random.ts';
import { svg } from './art-city.ts';
import { xml } from './media-library.ts';

export interface PlanInput {
  rooms: number;
  isEuro: boolean;
  area: number;
  dressingRoom: boolean;
  balcony: boolean;
  terrace: boolean;
}

export interface Plan {
  svg: string;
  livingArea: number;
  kitchenArea: number | null;
  bathroomArea: number;
}

type RoomKind = 'living' | 'kitchen' | 'bath' | 'other';
interface Room {
  name: string;
  kind: RoomKind;
  weight: number;
}

function facadeRooms(rooms: number, isEuro: boolean): Room[] {
  if (rooms === 0) return [{ name: 'Студия', kind: 'living', weight: 1 }];
  // Euro format: a kitchen-living room plus bedrooms; classic: kitchen, living room plus bedrooms.
  const bedrooms = rooms - 1;
  const list: Room[] = isEuro
    ? [{ name: 'Кухня-гостиная', kind: 'kitchen', weight: 1.7 }]
    : [
        { name: 'Кухня', kind: 'kitchen', weight: 0.85 },
        { name: rooms === 1 ? 'Комната' : 'Гостиная', kind: 'living', weight: 1.35 },
      ];
  for (let i = 0; i < bedrooms; i++) {
    list.push({
      name: i === 0 && rooms >= 3 ? 'Мастер-спальня' : 'Спальня',
      kind: 'living',
      weight: i === 0 && rooms >= 3 ? 1.25 : 1,
    });
  }
  return list;
}

function entranceRooms(input: PlanInput): Room[] {
  const list: Room[] = [
    { name: 'Прихожая', kind: 'other', weight: 1.5 },
    { name: 'С/у', kind: 'bath', weight: 0.8 },
  ];
  if (input.rooms >= 3) list.push({ name: 'С/у', kind: 'bath', weight: 0.65 });
  if (input.dressingRoom) list.push({ name: 'Гардеробная', kind: 'other', weight: 0.7 });
  return list;
}

const SCALE = 46; // px per metre
const PAD = 40;

export function drawPlan(input: PlanInput): Plan {
  const depth = Math.min(12, Math.max(6.2, Math.sqrt(input.area) * 1.05));
  const width = input.area / depth;
  const entranceDepth = Math.min(2.9, depth * 0.32);
  const facadeDepth = depth - entranceDepth;
  const strips: Array<{ rooms: Room[]; y: number; h: number }> = [
    { rooms: facadeRooms(input.rooms, input.isEuro), y: 0, h: facadeDepth },
    { rooms: entranceRooms(input), y: facadeDepth, h: entranceDepth },
  ];
  const balconyDepth = input.balcony || input.terrace ? (input.terrace ? 3 : 1.4) : 0;
  const w = Math.round(width * SCALE);
  const top = PAD + Math.round(balconyDepth * SCALE);
  const parts: string[] = [
    `<rect width="${w + PAD * 2}" height="${top + Math.round(depth * SCALE) + PAD + 30}" fill="#ffffff"/>`,
  ];
  // Windows go on top of the outer wall, so they are collected and drawn last.
  const windows: string[] = [];
  let living = 0;
  let kitchen = 0;
  let bath = 0;
  for (const strip of strips) {
    const total = strip.rooms.reduce((sum, room) => sum + room.weight, 0);
    let x = 0;
    for (const room of strip.rooms) {
      const roomWidth = (width * room.weight) / total;
      const roomArea = area2(roomWidth * strip.h);
      if (room.kind === 'living') living += roomArea;
      if (room.kind === 'kitchen') kitchen += roomArea;
      if (room.kind === 'bath') bath += roomArea;
      const px = PAD + Math.round(x * SCALE);
      const py = top + Math.round(strip.y * SCALE);
      const pw = Math.round(roomWidth * SCALE);
      const ph = Math.round(strip.h * SCALE);
      const fill = room.kind === 'bath' ? '#e8f1f8' : room.kind === 'kitchen' ? '#f7f0e6' : '#fbfaf7';
      parts.push(
        `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="${fill}" stroke="#3b3b3b" stroke-width="3"/>`,
      );
      const fontSize = Math.max(11, Math.min(16, pw / 8));
      parts.push(
        `<text x="${px + pw / 2}" y="${py + ph / 2}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${fontSize}" fill="#333">${xml(room.name)}</text>`,
        `<text x="${px + pw / 2}" y="${py + ph / 2 + fontSize + 4}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${fontSize - 1}" fill="#777">${formatArea(roomArea)} м²</text>`,
      );
      if (strip.y === 0)
        windows.push(
          `<rect x="${px + pw * 0.25}" y="${py - 5}" width="${pw * 0.5}" height="10" fill="#9cc7e6" stroke="#1f1f1f" stroke-width="1"/>`,
        );
      x += roomWidth;
    }
  }
  if (balconyDepth > 0) {
    const bw = input.terrace ? w : Math.round(w * 0.45);
    parts.push(
      `<rect x="${PAD}" y="${PAD}" width="${bw}" height="${top - PAD}" fill="#f3f6ef" stroke="#8a8a8a" stroke-width="2" stroke-dasharray="6 4"/>`,
      `<text x="${PAD + bw / 2}" y="${PAD + (top - PAD) / 2 + 5}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="13" fill="#555">${input.terrace ? 'Терраса' : 'Балкон'}</text>`,
    );
  }
  parts.push(
    `<rect x="${PAD}" y="${top}" width="${w}" height="${Math.round(depth * SCALE)}" fill="none" stroke="#1f1f1f" stroke-width="8"/>`,
    ...windows,
  );
  const caption = `Общая площадь ${formatArea(input.area)} м²`;
  parts.push(
    `<text x="${PAD}" y="${top + Math.round(depth * SCALE) + PAD}" font-family="Inter, Arial, sans-serif" font-size="15" fill="#333">${caption}</text>`,
  );
  const height = top + Math.round(depth * SCALE) + PAD + 30;
  return {
    svg: svg(w + PAD * 2, height, parts.join(''), `Планировка, ${caption.toLowerCase()}`),
    livingArea: area2(living),
    kitchenArea: kitchen > 0 ? area2(kitchen) : null,
    bathroomArea: area2(bath),
  };
}

/** Russian decimal comma: 64,3. */
export function formatArea(value: number): string {
  return (Math.round(value * 10) / 10).toString().replace('.', ',');
}
