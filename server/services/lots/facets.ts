/**
 * `facets/`: for each option filter, its values with the number of lots they
 * would give under the OTHER active filters. One pass over the catalogue:
 * a lot passing every predicate counts in every facet; a lot failing only
 * filter X counts in facet X alone (choosing another X value would bring it
 * back). So with X inactive, the counts of a single-valued X sum to the list count.
 */
import { FLAG_FILTERS } from '../../../src/schemas/lot-filter-params.ts';
import { LIST_STATUSES, LOT_TYPES, PROPERTY_TYPES, ROOM_VALUES } from '../../../src/schemas/lot-vocabulary.ts';
import type { FacetOption, Facets, LotsQuery } from '../../../src/schemas/lots.ts';
import { columnsOf } from './columns.ts';
import {
  OPTION_FILTERS,
  catalogueScope,
  compilePredicates,
  scanNearMisses,
  type CatalogueName,
  type FacetValue,
  type OptionFilter,
} from './filters.ts';
import type { Snapshot } from './snapshot.ts';

const LABELS: Partial<Record<OptionFilter, Record<string, string>>> = {
  property_type: { flat: 'Квартиры', apartments: 'Апартаменты' },
  type: {
    parking: 'Машино-места',
    storage: 'Кладовые',
    townhouse: 'Таунхаусы',
    commercials: 'Коммерческие помещения',
    commercial: 'Торговые помещения',
    premise: 'Помещения свободного назначения',
    office: 'Офисы',
  },
  rooms: { studio: 'Студия', '1': '1', '2': '2', '3': '3', '4+': '4+', e2: '2Е', e3: '3Е', e4: '4Е' },
  status: { free: 'В продаже', BOOKED: 'Забронировано' },
  // A flag's one value reads as the flag: «Балкон».
  ...Object.fromEntries(FLAG_FILTERS.map((row) => [row.key, { true: row.label }])),
};
const VOCABULARY: Partial<Record<OptionFilter, readonly string[]>> = {
  property_type: PROPERTY_TYPES,
  type: LOT_TYPES,
  rooms: ROOM_VALUES,
  status: LIST_STATUSES,
};
/** Long, catalogue-specific lists show only what is available (plus what is chosen). */
const AVAILABLE_ONLY = new Set<OptionFilter>(['building', 'section', 'layout', 'directions']);

interface Described {
  label: string;
  group?: string;
  order: number | string;
}

/** Labels and order keys, memoised per snapshot: they depend only on the data. */
function describe(snapshot: Snapshot, filter: OptionFilter, value: FacetValue): Described {
  let memo = snapshot.memo.get('labels') as Map<string, Described> | undefined;
  if (!memo) snapshot.memo.set('labels', (memo = new Map()));
  const key = `${filter}:${String(value)}`;
  let described = memo.get(key);
  if (!described) memo.set(key, (described = describeOnce(snapshot, filter, value)));
  return described;
}

function describeOnce(snapshot: Snapshot, filter: OptionFilter, value: FacetValue): Described {
  const fixed = LABELS[filter]?.[String(value)];
  const vocabulary = VOCABULARY[filter];
  if (fixed) return { label: fixed, order: vocabulary ? vocabulary.indexOf(String(value)) : 0 };
  const id = Number(value);
  switch (filter) {
    case 'project': {
      const project = snapshot.projects.get(id);
      return { label: project?.name ?? String(value), order: project?.sort ?? 0 };
    }
    case 'building': {
      const building = snapshot.buildings.get(id);
      const project = building && snapshot.projects.get(building.projectId);
      return {
        label: building?.name ?? String(value),
        group: project?.name,
        order: (project?.sort ?? 0) * 1e6 + (building?.sort ?? 0),
      };
    }
    case 'section': {
      const section = snapshot.sections.get(id);
      const building = section && snapshot.buildings.get(section.buildingId);
      const project = building && snapshot.projects.get(building.projectId);
      const group = project && building ? `${project.name}, ${building.name.toLowerCase()}` : undefined;
      return {
        label: `Секция ${section?.number ?? value}`,
        group,
        order: ((project?.sort ?? 0) * 1e3 + (building?.sort ?? 0)) * 1e3 + (section?.number ?? 0),
      };
    }
    case 'completion': {
      if (value === 'ready') return { label: 'Дом построен', order: 0 };
      const [year, quarter] = String(value).split('-');
      return { label: `${quarter} кв. ${year}`, order: Number(year) * 10 + Number(quarter) };
    }
    case 'finishing': {
      const finishing = snapshot.finishings.get(id);
      return { label: finishing?.name ?? String(value), order: finishing?.sort ?? 0 };
    }
    case 'layout': {
      const layout = snapshot.layouts.get(id);
      const project = layout && snapshot.projects.get(layout.projectId);
      return {
        label: layout ? `${layout.name}, ${layout.code}` : String(value),
        group: project?.name,
        order: (project?.sort ?? 0) * 1e6 + (layout?.area ?? 0),
      };
    }
    default:
      return { label: String(value), order: String(value) };
  }
}

/** Codes each filter takes within a catalogue (memoised per snapshot). */
function universe(snapshot: Snapshot, catalogue: CatalogueName): Map<OptionFilter, Uint8Array> {
  const key = `universe:${catalogue}`;
  const cached = snapshot.memo.get(key) as Map<OptionFilter, Uint8Array> | undefined;
  if (cached) return cached;
  const columns = columnsOf(snapshot);
  const scope = catalogueScope(snapshot, catalogue);
  const out = new Map<OptionFilter, Uint8Array>();
  for (const filter of OPTION_FILTERS) {
    const { values, codes, multi } = columns.options[filter];
    const present = new Uint8Array(values.length);
    for (const index of scope) {
      if (multi) for (let i = multi.from[index]; i < multi.from[index + 1]; i++) present[multi.codes[i]] = 1;
      else if (codes[index] >= 0) present[codes[index]] = 1;
    }
    out.set(filter, present);
  }
  snapshot.memo.set(key, out);
  return out;
}

export function computeFacets(snapshot: Snapshot, catalogue: CatalogueName, query: Partial<LotsQuery>): Facets {
  const columns = columnsOf(snapshot);
  const predicates = compilePredicates(snapshot, query);
  const counts = new Map(
    OPTION_FILTERS.map((filter) => [filter, new Int32Array(columns.options[filter].values.length)]),
  );
  const bump = (filter: OptionFilter, index: number) => {
    const { codes, multi } = columns.options[filter];
    const target = counts.get(filter) as Int32Array;
    if (multi) for (let i = multi.from[index]; i < multi.from[index + 1]; i++) target[multi.codes[i]]++;
    else if (codes[index] >= 0) target[codes[index]]++;
  };
  scanNearMisses(snapshot, catalogue, predicates, (index, failed) => {
    if (failed === -1) for (const filter of OPTION_FILTERS) bump(filter, index);
    else {
      const only = predicates[failed].dimension;
      // A lot failing only a range filter is in no facet.
      if (only) bump(only, index);
    }
  });

  const all = universe(snapshot, catalogue);
  const facets: Facets['facets'] = {};
  for (const filter of OPTION_FILTERS) {
    const { values, codeOf } = columns.options[filter];
    const found = counts.get(filter) as Int32Array;
    const present = all.get(filter) as Uint8Array;
    const listed = new Set<number>();
    values.forEach((_value, code) => {
      if (found[code] > 0 || (!AVAILABLE_ONLY.has(filter) && present[code] === 1)) listed.add(code);
    });
    const chosen = query[filter];
    const extra: FacetValue[] = [];
    if (Array.isArray(chosen)) {
      for (const value of chosen as FacetValue[]) {
        const code = codeOf.get(value);
        if (code === undefined) extra.push(value);
        else listed.add(code);
      }
    }
    const options = [
      ...[...listed].map((code) => ({ value: values[code], count: found[code] })),
      ...extra.map((value) => ({ value, count: 0 })),
    ].map(({ value, count }) => {
      const described = describe(snapshot, filter, value);
      const option: FacetOption & { order: number | string } = {
        value,
        label: described.label,
        count,
        order: described.order,
      };
      if (described.group) option.group = described.group;
      if (count === 0) option.disabled = true;
      return option;
    });
    options.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.label.localeCompare(b.label, 'ru')));
    facets[filter] = options.map(({ order: _order, ...option }) => option);
  }
  return { facets };
}
