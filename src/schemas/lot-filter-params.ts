/**
 * The filter table (lot-filters.ts) read as query parameters: the parameter
 * names in link order, which row and range end each one belongs to, and the
 * name of each on its own. Zod-free; the schema, the browser and the server
 * read the rows through these so none keeps its own list of names.
 */
import {
  LOT_FILTERS,
  type FilterGroup,
  type FilterParam,
  type FlagFilter,
  type FlagRow,
  type ListFilter,
  type LotFilter,
  type RangeEnd,
  type RangeKey,
  type RangeParam,
  type RangeRow,
} from './lot-filters.ts';

/** A range row read generically (its optional fields visible), keyed by the table's range names. */
export type RangeSpec = Omit<RangeRow, 'key'> & { key: RangeKey };
export type FlagSpec = Omit<FlagRow, 'key'> & { key: FlagFilter['key'] };

export interface FilterParamInfo {
  param: FilterParam;
  row: LotFilter;
  /** The end of a range this parameter bounds; null for lists and flags. */
  end: RangeEnd | null;
}

const isRange = (row: LotFilter): row is Extract<LotFilter, { kind: 'range' }> => row.kind === 'range';

export const rangeParam = (row: RangeSpec, end: RangeEnd) => `${row.key}_${end}` as RangeParam;

/** Every query parameter of the table, in table order (the order links are written in). */
export const FILTER_PARAMS: readonly FilterParamInfo[] = LOT_FILTERS.flatMap((row): FilterParamInfo[] =>
  isRange(row)
    ? row.ends.map((end) => ({ param: rangeParam(row, end), row, end }))
    : [{ param: row.key, row, end: null }],
);
export const FILTER_PARAM_NAMES: readonly FilterParam[] = FILTER_PARAMS.map((info) => info.param);
const BY_PARAM = new Map<string, FilterParamInfo>(FILTER_PARAMS.map((info) => [info.param, info]));

/** The row and end of a parameter; undefined for names that are no filter (`ordering`, `page`, `utm_source`). */
export const filterParamInfo = (param: string): FilterParamInfo | undefined => BY_PARAM.get(param);

export const LIST_FILTERS = LOT_FILTERS.filter((row): row is ListFilter => row.kind === 'list');
export const FLAG_FILTERS: readonly FlagSpec[] = LOT_FILTERS.filter((row): row is FlagFilter => row.kind === 'flag');
export const RANGE_FILTERS: readonly RangeSpec[] = LOT_FILTERS.filter(isRange);

const LABELS = Object.fromEntries(LOT_FILTERS.map((row) => [row.key, row.label])) as Record<LotFilter['key'], string>;

/** A filter's own name by its key: «Проект», «Срок сдачи» (the panel's controls say it). */
export const filterLabel = (key: LotFilter['key']): string => LABELS[key];

/** Parameters of the filters a panel group shows («Все фильтры (N)» counts the `extra` ones). */
export const paramsInGroup = (group: FilterGroup): FilterParam[] =>
  FILTER_PARAMS.filter((info) => info.row.group === group).map((info) => info.param);

const END_WORDS: Record<RangeEnd, string> = { min: 'от', max: 'до' };

/** A parameter's name on its own: «Отделка», «Цена от», «Высота потолков от» (zero-result suggestions). */
export function filterParamLabel(info: FilterParamInfo): string {
  return info.end ? `${info.row.label} ${END_WORDS[info.end]}` : info.row.label;
}
