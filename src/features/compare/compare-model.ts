/**
 * The compare screen's rules (spec §2, §3), pure so the table and the tests
 * agree: which rows exist and in which group, how each value reads, which
 * rows «Только различия» hides, and how the list splits into the two types.
 *
 * Grouping, in the order a buyer weighs a lot:
 * - Расположение — where it is: project, district, metro, building, section, floor;
 * - Планировка — the rooms themselves: number, layout, view, dressing room,
 *   balcony, ceiling height, unification;
 * - Площадь — total, living, kitchen, bathroom;
 * - Особенности проекта — the terms of the offer: price (and per m²),
 *   mortgage payment, completion date, finishing and the lot's advantage.
 */
import {
  BUILDING_STATUS_TEXT,
  buildingStatusText,
  formatArea,
  formatCeiling,
  formatMortgagePayment,
  formatPrice,
  formatPricePerMeter,
  NBSP,
} from '@/lib/format';
import { LIST_TYPES, listTypeOf, type ListType } from '@/schemas/saved-lists';
import type { SavedEntry, SavedLotData } from '@/entities/saved-lots/saved-lots-model';
import { lotFloor } from '@/entities/lot/lot-card';

/** Shown for a value that is null, or not known yet (a lot added offline). */
export const MISSING = '—';

type CompareGroupId = 'location' | 'plan' | 'area' | 'features';
/** A field of the lot a row reads (spec §3 compare fields, plus card fields). */
type SourceField = keyof SavedLotData;

export interface CompareRowDef {
  id: string;
  label: string;
  /** The lot fields the row shows: the tests check every §3 field is shown exactly once. */
  fields: readonly SourceField[];
  /** Display text; null or '' is a missing value. */
  format: (lot: SavedLotData) => string | null;
  /**
   * What «Только различия» compares when the display text is too coarse:
   * prices read in millions with one decimal (spec §9), so 45 610 000 and
   * 45 640 000 both show «45,6 млн ₽» yet are not the same price.
   */
  compareKey?: (lot: SavedLotData) => string | null;
}

export interface CompareGroupDef {
  id: CompareGroupId;
  title: string;
  rows: readonly CompareRowDef[];
}

const known = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;
const area = (value: number | null | undefined) => (known(value) ? formatArea(value) : null);
const yesNo = (value: boolean | null | undefined, yes: string) => (known(value) ? (value ? yes : 'Нет') : null);
const text = (value: string | null | undefined) => (known(value) && value.trim() !== '' ? value : null);

/** «7 мин пешком», «12 мин на транспорте» after the station name. */
function destinationText(lot: SavedLotData): string | null {
  const destination = lot.destination;
  if (!known(destination)) return null;
  const way = destination.transport === 'walk' ? 'пешком' : 'на транспорте';
  return `${destination.station}, ${destination.time}${NBSP}мин ${way}`;
}

/** «4 кв. 2027» from the compare fields; finished buildings read as spec §4 says; else the card's text. */
function completionText(lot: SavedLotData): string | null {
  const { status } = lot.completion;
  if (status in BUILDING_STATUS_TEXT) return buildingStatusText({ status });
  if (known(lot.completion_year)) {
    return buildingStatusText({ status, quarter: lot.completion_quarter, year: lot.completion_year }, { short: true });
  }
  return text(lot.completion.text);
}

export const COMPARE_GROUPS: readonly CompareGroupDef[] = [
  {
    id: 'location',
    title: 'Расположение',
    rows: [
      { id: 'project', label: 'Проект', fields: ['project_name'], format: (lot) => text(lot.project_name) },
      { id: 'district', label: 'Район', fields: ['district'], format: (lot) => text(lot.district) },
      { id: 'metro', label: 'Метро', fields: ['destination'], format: destinationText },
      { id: 'building', label: 'Корпус', fields: ['building_number'], format: (lot) => text(lot.building_number) },
      {
        id: 'section',
        label: 'Секция',
        fields: ['section_number'],
        format: (lot) => (known(lot.section_number) ? String(lot.section_number) : null),
      },
      { id: 'floor', label: 'Этаж', fields: ['floor_number', 'floors_total'], format: (lot) => lotFloor(lot) },
    ],
  },
  {
    id: 'plan',
    title: 'Планировка',
    rows: [
      { id: 'number', label: 'Номер', fields: ['number'], format: (lot) => text(lot.number) },
      { id: 'layout', label: 'Планировка', fields: ['layout_name'], format: (lot) => text(lot.layout_name) },
      {
        id: 'view',
        label: 'Вид из окон',
        fields: ['directions_of_view'],
        format: (lot) => lot.directions_of_view?.map((direction) => direction.name).join(', ') || null,
      },
      {
        id: 'dressing-room',
        label: 'Гардеробная',
        fields: ['dressing_room'],
        format: (lot) => yesNo(lot.dressing_room, 'Есть'),
      },
      { id: 'balcony', label: 'Балкон', fields: ['balcony'], format: (lot) => yesNo(lot.balcony, 'Есть') },
      {
        id: 'ceiling',
        label: 'Высота потолков',
        fields: ['ceiling_height'],
        format: (lot) => (known(lot.ceiling_height) ? formatCeiling(lot.ceiling_height) : null),
      },
      {
        id: 'unification',
        label: 'Объединение',
        fields: ['unification'],
        format: (lot) => yesNo(lot.unification, 'Возможно'),
      },
    ],
  },
  {
    id: 'area',
    title: 'Площадь',
    rows: [
      { id: 'area', label: 'Общая площадь', fields: ['area'], format: (lot) => area(lot.area) },
      { id: 'living-area', label: 'Жилая площадь', fields: ['living_area'], format: (lot) => area(lot.living_area) },
      { id: 'kitchen-area', label: 'Площадь кухни', fields: ['kitchen_area'], format: (lot) => area(lot.kitchen_area) },
      {
        id: 'bathroom-area',
        label: 'Площадь санузла',
        fields: ['bathroom_area'],
        format: (lot) => area(lot.bathroom_area),
      },
    ],
  },
  {
    id: 'features',
    title: 'Особенности проекта',
    rows: [
      {
        id: 'price',
        label: 'Цена',
        fields: ['price'],
        format: (lot) => formatPrice(lot.price),
        compareKey: (lot) => String(Math.round(lot.price)),
      },
      {
        id: 'price-per-m2',
        label: 'Цена за м²',
        fields: ['price_per_m2'],
        format: (lot) => formatPricePerMeter(lot.price_per_m2),
      },
      {
        id: 'mortgage',
        label: 'Ипотека',
        fields: ['min_mortgage'],
        format: (lot) => formatMortgagePayment(lot.min_mortgage),
      },
      {
        id: 'completion',
        label: 'Срок сдачи',
        fields: ['completion_quarter', 'completion_year'],
        format: completionText,
      },
      // finishing_id names the same choice as finishing_name; the name is what a buyer reads.
      {
        id: 'finishing',
        label: 'Отделка',
        fields: ['finishing_name', 'finishing_id'],
        format: (lot) => text(lot.finishing_name),
      },
      { id: 'advantage', label: 'Преимущество', fields: ['advantage'], format: (lot) => text(lot.advantage) },
    ],
  },
];

/** The text a cell shows: the formatted value or «—». */
export function displayValue(row: CompareRowDef, lot: SavedLotData): string {
  return row.format(lot) || MISSING;
}

/**
 * True when the row reads differently for some lot. Display texts are
 * compared (64.3 and 64.30 both read «64,3 м²»), a missing value counts as
 * a value of its own. Fewer than two lots never differ.
 */
export function rowDiffers(row: CompareRowDef, lots: readonly SavedLotData[]): boolean {
  if (lots.length < 2) return false;
  const key = (lot: SavedLotData) => (row.compareKey ? row.compareKey(lot) : row.format(lot)) || MISSING;
  const first = key(lots[0]!);
  return lots.some((lot) => key(lot) !== first);
}

interface CompareRow {
  id: string;
  label: string;
  /** One text per lot, in the order of the lots. */
  values: string[];
  differs: boolean;
}
export interface CompareGroup {
  id: CompareGroupId;
  title: string;
  rows: CompareRow[];
}

/**
 * The table's groups for these lots. With `onlyDifferences` the rows equal
 * across all lots are dropped, and a group left without rows goes too. With
 * fewer than two lots the switch has no effect: nothing can differ, and
 * hiding every row would leave an empty table (the screen also disables it).
 */
export function buildCompareGroups(lots: readonly SavedLotData[], { onlyDifferences = false } = {}): CompareGroup[] {
  const filter = onlyDifferences && lots.length >= 2;
  return COMPARE_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    rows: group.rows
      .map((row) => ({
        id: row.id,
        label: row.label,
        values: lots.map((lot) => displayValue(row, lot)),
        differs: rowDiffers(row, lots),
      }))
      .filter((row) => !filter || row.differs),
  })).filter((group) => group.rows.length > 0);
}

/**
 * Spec §2: commercial, premise and office lots compare as `commercials`,
 * everything else as `apartments`. Read from the lot's kind, the same rule the
 * server uses for an entry's `type`, so pending entries split the same way.
 */
export function splitByType(items: readonly SavedEntry[]): Record<ListType, SavedEntry[]> {
  const split: Record<ListType, SavedEntry[]> = { apartments: [], commercials: [] };
  for (const item of items) split[listTypeOf(item.lot.kind)].push(item);
  return split;
}

/** The `?type=` value when it names a type, else null. */
export function parseCompareType(value: string | null): ListType | null {
  return LIST_TYPES.find((type) => type === value) ?? null;
}

/** Without a choice in the URL: the type that has items, apartments first. */
export function defaultCompareType(counts: Record<ListType, number>): ListType {
  if (counts.apartments > 0) return 'apartments';
  return counts.commercials > 0 ? 'commercials' : 'apartments';
}

export const TYPE_TITLES: Record<ListType, string> = {
  apartments: 'Квартиры и апартаменты',
  commercials: 'Коммерческие помещения',
};
