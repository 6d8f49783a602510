/**
 * Lot detail → every text a lot sheet prints. Pure and React-free: the PDF
 * (`lot-sheet-page.tsx`) and the HTML `/print` sheet both lay out these
 * strings, so the two always say the same words.
 */
import { BRAND_NAME } from '../src/lib/brand.ts';
import {
  NBSP,
  buildingStatusText,
  discountPercent,
  formatArea,
  formatCeiling,
  formatPrice,
  formatPricePerMeter,
  MONTHS_GENITIVE,
} from '../src/lib/format/index.ts';
import { DEVELOPER_DISCLAIMER } from '../src/lib/legal-texts.ts';
import { pluralRu } from '../src/lib/plural.ts';
import type { LotDetail, MetroEntry } from '../src/schemas/lots.ts';
import { LOT_KIND_NAMES, roomsValue } from './lot-kind.ts';
import type { SheetContext } from './lot-sheet-types.ts';

export interface SheetRow {
  label: string;
  value: string;
}

export interface SheetMetro {
  station: string;
  /** Line colour for the dot, `#rrggbb`. */
  color: string;
  /** «6 мин пешком», «12 мин на транспорте». */
  time: string;
}

export interface LotSheetView {
  brand: string;
  /** «Северин Остоженка». */
  project: string;
  address: string;
  /** «Квартира», «Машино-место»… */
  kindName: string;
  /** «Квартира № 125». */
  heading: string;
  /** «2-комнатная · 64,3 м²» / «Студия · 25,1 м²» / «13,3 м²». */
  subtitle: string;
  /** «Забронирован», «Продан»; '' for a free lot. */
  status: string;
  /** «45,6 млн ₽» (spec §9). */
  price: string;
  /** Price before the discount, '' without one. */
  oldPrice: string;
  /** «−12 %», '' without a discount. */
  discount: string;
  /** «709 577 ₽/м²», '' when unknown. */
  pricePerMeter: string;
  /** Facts in print order; rows without a value are left out. */
  rows: SheetRow[];
  /** Spec §4 text: «Сдача 4 кв. 2027», «Дом сдан». */
  completion: string;
  finishing: string;
  /** «Москва-река, Кремль». */
  directions: string;
  metro: SheetMetro[];
  /** «Цена действительна на 23 ноября 2026». */
  priceValidity: string;
  phone: string;
  hours: string;
  disclaimer: string;
  qrCaption: string;
}

/** The sheet is a Moscow developer's offer: its date is the Moscow calendar day, wherever it is rendered. */
const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** «23 ноября 2026» for the Moscow calendar day of `date`. */
export function moscowDateText(date: Date): string {
  const parts = Object.fromEntries(MOSCOW_DAY.formatToParts(date).map((part) => [part.type, part.value]));
  return `${Number(parts.day)}${NBSP}${MONTHS_GENITIVE[Number(parts.month) - 1]}${NBSP}${parts.year}`;
}

/** «5 из 24»; underground levels read «−1, подземный» rather than «−1 из 31». */
function sheetFloorText(floor: number, total: number): string {
  if (floor < 0) return `\u2212${-floor}, подземный`;
  if (floor === 0) return 'Цокольный';
  return total > 0 ? `${floor}${NBSP}из${NBSP}${total}` : String(floor);
}

/** «Корпус 2, секция 3»; a named building reads «Корпус 2 «Север»». */
function sheetPlaceText(lot: Pick<LotDetail, 'building' | 'section'>): string {
  const { number, name } = lot.building;
  const building = name && !name.includes(number) ? `Корпус ${number} «${name}»` : name || `Корпус ${number}`;
  return lot.section ? `${building}, секция ${lot.section.number}` : building;
}

const MINUTES = ['минута', 'минуты', 'минут'] as const;
/**
 * Station, line colour and time; a station name listed twice (Марьина Роща
 * on the 10th and the 11th line) says its line, or the sheet would print the
 * same name twice (issue 30).
 */
function sheetMetro(entries: readonly MetroEntry[]): SheetMetro[] {
  const count = new Map<string, number>();
  for (const entry of entries) count.set(entry.metro_station.name, (count.get(entry.metro_station.name) ?? 0) + 1);
  return entries.map((entry) => {
    const { name, line } = entry.metro_station;
    return {
      station: (count.get(name) ?? 0) > 1 ? `${name} (${line.name})` : name,
      color: line.color,
      time: metroTime(entry),
    };
  });
}

function metroTime(entry: Pick<MetroEntry, 'time' | 'type'>): string {
  // «мин» is an abbreviation and does not decline; the full word is kept for 1 («1 минута» reads oddly as «1 мин»).
  const unit = entry.time === 1 ? pluralRu(1, MINUTES) : 'мин';
  return `${entry.time}${NBSP}${unit} ${entry.type.name === 'walk' ? 'пешком' : 'на транспорте'}`;
}

const STATUS_TEXT: Record<LotDetail['status'], string> = { free: '', BOOKED: 'Забронирован', sold: 'Продан' };

const area = (label: string, value: number | null): SheetRow | null =>
  value !== null && value > 0 ? { label, value: formatArea(value) } : null;

const present = <T>(items: Array<T | null | false | ''>): T[] => items.filter((item): item is T => Boolean(item));

export function lotSheetView(lot: LotDetail, context: SheetContext): LotSheetView {
  const kindName = LOT_KIND_NAMES[lot.kind] ?? 'Лот';
  const rooms = roomsValue(lot);
  const roomsWord = rooms && /^\d+$/.test(rooms) ? `${rooms}-комнатная` : rooms;
  const completion = lot.completion.text || buildingStatusText(lot.completion);
  const directions = lot.directions_of_view
    .map((item) => item.name.trim())
    .filter(Boolean)
    .join(', ');
  const finishing = lot.finishing_name?.trim() ?? '';
  const hasOld = lot.old_price !== null && lot.old_price > lot.price;
  const percent = discountPercent(lot.old_price, lot.price);
  const features = present([
    lot.balcony && 'балкон',
    lot.terrace && 'терраса',
    lot.dressing_room && 'гардеробная',
  ]).join(', ');
  return {
    brand: BRAND_NAME,
    project: lot.project_name || lot.project.name,
    address: lot.address,
    kindName,
    heading: `${kindName} №${NBSP}${lot.number}`,
    subtitle: present([roomsWord, formatArea(lot.area)]).join(' · '),
    status: STATUS_TEXT[lot.status],
    price: formatPrice(lot.price),
    oldPrice: hasOld ? formatPrice(lot.old_price as number) : '',
    discount: percent > 0 ? `\u2212${percent}${NBSP}%` : '',
    pricePerMeter: lot.price_per_m2 > 0 ? formatPricePerMeter(lot.price_per_m2) : '',
    rows: present<SheetRow>([
      rooms && { label: 'Комнат', value: rooms },
      area('Общая площадь', lot.area),
      area('Жилая площадь', lot.living_area),
      area('Кухня', lot.kitchen_area),
      { label: 'Этаж', value: sheetFloorText(lot.floor_number, lot.floors_total) },
      { label: lot.section ? 'Корпус, секция' : 'Корпус', value: sheetPlaceText(lot) },
      completion && { label: 'Срок сдачи', value: completion },
      finishing && { label: 'Отделка', value: finishing },
      lot.ceiling_height !== null &&
        lot.ceiling_height > 0 && {
          label: 'Потолки',
          value: formatCeiling(lot.ceiling_height),
        },
      directions && { label: 'Вид из окон', value: directions },
      features && { label: 'Особенности', value: features.charAt(0).toUpperCase() + features.slice(1) },
    ]),
    completion,
    finishing,
    directions,
    metro: sheetMetro(lot.metro),
    priceValidity: `Цена действительна на ${moscowDateText(context.priceDate)}`,
    phone: context.phone,
    hours: context.hours,
    disclaimer: DEVELOPER_DISCLAIMER,
    qrCaption: 'Страница лота',
  };
}
