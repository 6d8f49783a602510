/**
 * The catalogue's filters, one row each (issue 33): the single place that
 * says which filters exist, how a query value is read, their bounds, units,
 * labels, the lot field a range bounds and where the panel shows them.
 * Derived from it: the zod query schema (lots.ts), the browser's zod-free
 * URL check, the chips, the «Все фильтры (N)» count, the range controls,
 * the server's predicates, `specs/` bounds and zero-result labels.
 *
 * Adding a range filter = one `range` row here + its lot field on the
 * server's catalogue record (`record`, server/services/lots/snapshot.ts) + tests.
 *
 * Zod-free data (decision 015): the catalogue screen reads it in its first
 * load, the schemas and the server import it too. Row order is the order of
 * the query parameters, so one view has one link.
 */
import {
  LIST_STATUSES,
  LOT_TYPES,
  PROPERTY_TYPES,
  ROOM_VALUES,
  type ListStatus,
  type LotType,
  type PropertyType,
  type RoomValue,
} from './lot-vocabulary.ts';

/**
 * Where the filters panel shows a filter: always in view, under «Все фильтры»
 * (and counted on that button), or nowhere (kind tabs, links such as `?layout=`).
 */
export type FilterGroup = 'common' | 'extra' | null;
export type RangeEnd = 'min' | 'max';

/** Values from a comma list, one item read by `parse` (undefined rejects the whole parameter with `error`). */
interface ListRow {
  key: string;
  kind: 'list';
  /** Names the filter on its own: «Снять фильтр «Отделка»». */
  label: string;
  group: FilterGroup;
  parse: (part: string) => string | number | undefined;
  error: string;
}

/** On or off (`true`/`false`); a lot passes when it has the feature. */
export interface FlagRow {
  key: string;
  kind: 'flag';
  /** The toggle, the chip and the zero-result suggestion all say this. */
  label: string;
  group: FilterGroup;
  /** Shown for homes only (a balcony means nothing on a parking place). */
  homesOnly?: boolean;
}

/** A numeric bound of a lot field: query parameters `<key>_min` / `<key>_max`, one per end. */
export interface RangeRow {
  key: string;
  kind: 'range';
  ends: readonly RangeEnd[];
  /** Bounds a query value must keep; `integer` takes whole numbers only. */
  min: number;
  max: number;
  integer?: boolean;
  error: string;
  /** The field's name: the legend, «Цена от»/«Цена до» in zero-result. */
  label: string;
  /** The chip's word when shorter than the label («Потолки от 3 м»). */
  chipLabel?: string;
  /** Screen unit; screen value = API value / `scale`; the slider moves by `step`. */
  unit: string;
  scale: number;
  step: number;
  /** Values are floor numbers themselves: no unit in the legend; chips «Этаж 3», «Этажи 3–5». */
  ordinal?: { plural: string };
  /** A Select of these lower bounds («от 3 м») instead of a slider; for ranges with a `min` end only. */
  presets?: readonly number[];
  /** The server's catalogue record field the filter bounds (`LotRecord`; null = unknown, never matches). */
  record: string;
  group: FilterGroup;
}

export type FilterRow = ListRow | FlagRow | RangeRow;

const INT_RE = /^\d{1,9}$/;
const COMPLETION_RE = /^(\d{4})-([1-4])$/;

/** One of a vocabulary; `alias` maps other spellings onto it. */
const oneOf = <T extends string>(values: readonly T[], alias: Record<string, T> = {}) => ({
  parse: (part: string): T | undefined => (values.includes(part as T) ? (part as T) : alias[part]),
  error: `Допустимые значения: ${values.join(', ')}`,
});
/** Database ids: whole positive numbers. */
const ids = (what: string) => ({
  parse: (part: string): number | undefined => (INT_RE.test(part) && Number(part) > 0 ? Number(part) : undefined),
  error: `Укажите ${what}: целые положительные числа через запятую`,
});

export const LOT_FILTERS = [
  {
    key: 'property_type',
    kind: 'list',
    label: 'Тип недвижимости',
    group: null,
    ...oneOf<PropertyType>(PROPERTY_TYPES),
  },
  { key: 'type', kind: 'list', label: 'Тип помещения', group: null, ...oneOf<LotType>(LOT_TYPES) },
  { key: 'project', kind: 'list', label: 'Проект', group: 'common', ...ids('номера проектов') },
  { key: 'building', kind: 'list', label: 'Корпус', group: 'extra', ...ids('номера корпусов') },
  { key: 'section', kind: 'list', label: 'Секция', group: null, ...ids('номера секций') },
  // A raw `4+` in an address bar decodes to `4 `, trimmed to `4`.
  {
    key: 'rooms',
    kind: 'list',
    label: 'Комнатность',
    group: 'common',
    ...oneOf<RoomValue>(ROOM_VALUES, { '4': '4+' }),
  },
  {
    key: 'price',
    kind: 'range',
    ends: ['min', 'max'],
    min: 0,
    max: 1e10,
    error: 'Цена — число рублей от 0 до 10 000 000 000',
    label: 'Цена',
    unit: 'млн ₽',
    scale: 1_000_000,
    step: 0.1,
    record: 'price',
    group: 'common',
  },
  {
    key: 'area',
    kind: 'range',
    ends: ['min', 'max'],
    min: 0,
    max: 10_000,
    error: 'Площадь — число м² от 0 до 10 000',
    label: 'Площадь',
    unit: 'м²',
    scale: 1,
    step: 1,
    record: 'area',
    group: 'common',
  },
  {
    key: 'floor',
    kind: 'range',
    ends: ['min', 'max'],
    min: -10,
    max: 200,
    integer: true,
    error: 'Этаж — целое число от -10 до 200',
    label: 'Этаж',
    unit: 'этаж',
    scale: 1,
    step: 1,
    ordinal: { plural: 'Этажи' },
    record: 'floorNumber',
    group: 'extra',
  },
  { key: 'not_first_floor', kind: 'flag', label: 'Не первый этаж', group: 'extra' },
  { key: 'not_last_floor', kind: 'flag', label: 'Не последний этаж', group: 'extra' },
  {
    key: 'completion',
    kind: 'list',
    label: 'Срок сдачи',
    group: 'extra',
    /** `2027-4` is the 4th quarter of 2027 (buildings under construction); `ready` — built or handed over. */
    parse: (part: string): string | undefined => (part === 'ready' || COMPLETION_RE.test(part) ? part : undefined),
    error: 'Срок сдачи: «ready» или год и квартал, например 2027-4',
  },
  { key: 'finishing', kind: 'list', label: 'Отделка', group: 'extra', ...ids('номера вариантов отделки') },
  {
    key: 'directions',
    kind: 'list',
    label: 'Вид из окон',
    group: 'extra',
    /** Window directions by name, e.g. «Москва-река». */
    parse: (part: string): string | undefined => (part.length <= 100 ? part : undefined),
    error: 'Название вида из окон — не длиннее 100 символов',
  },
  { key: 'balcony', kind: 'flag', label: 'Балкон', group: 'extra', homesOnly: true },
  { key: 'dressing_room', kind: 'flag', label: 'Гардеробная', group: 'extra', homesOnly: true },
  {
    key: 'ceiling',
    kind: 'range',
    ends: ['min'],
    min: 0,
    max: 10,
    error: 'Высота потолков — число метров от 0 до 10',
    label: 'Высота потолков',
    chipLabel: 'Потолки',
    unit: 'м',
    scale: 1,
    step: 0.1,
    presets: [2.7, 2.8, 3, 3.1, 3.2, 3.3, 3.5, 3.8, 4, 4.5, 5, 6],
    record: 'ceiling',
    group: 'extra',
  },
  { key: 'status', kind: 'list', label: 'Статус', group: 'extra', ...oneOf<ListStatus>(LIST_STATUSES) },
  /** Only lots with an old (pre-discount) price. */
  { key: 'discount', kind: 'flag', label: 'Со скидкой', group: 'extra' },
  { key: 'layout', kind: 'list', label: 'Планировка', group: null, ...ids('номера планировок') },
] as const satisfies readonly FilterRow[];

export type LotFilter = (typeof LOT_FILTERS)[number];
export type ListFilter = Extract<LotFilter, { kind: 'list' }>;
export type FlagFilter = Extract<LotFilter, { kind: 'flag' }>;
type RangeFilterRow = Extract<LotFilter, { kind: 'range' }>;
export type RangeKey = RangeFilterRow['key'];
/** Query parameters of a row: its key, or `<key>_min`/`<key>_max` for each end of a range. */
type ParamsOf<R> = R extends { kind: 'range'; key: infer K extends string; ends: readonly (infer E)[] }
  ? `${K}_${E & string}`
  : R extends { key: infer K extends string }
    ? K
    : never;
export type FilterParam = ParamsOf<LotFilter>;
export type RangeParam = ParamsOf<RangeFilterRow>;
/** What a list parameter holds once read: `number[]` for ids, the vocabulary for enums. */
export type ListValue<R extends ListFilter> = NonNullable<ReturnType<R['parse']>>;
