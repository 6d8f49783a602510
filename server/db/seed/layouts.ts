/**
 * Layout catalogue of a project: typical-floor layouts in three section
 * variants, penthouses for the top floor and club townhouses.
 */
import type { layouts } from '../schema/index.ts';
import type { FlatType, ProjectSeed } from './catalogue.ts';
import { drawPlan, formatArea } from './plans.ts';
import { area2, type Random } from './random.ts';

export type LayoutRow = typeof layouts.$inferInsert & { id: number };

/** A layout row plus the outdoor and storage features its lots inherit. */
export interface LayoutEntry {
  row: LayoutRow;
  balcony: boolean;
  terrace: boolean;
  dressingRoom: boolean;
}

export interface ProjectLayouts {
  /** `[variant][plate position]`; sections cycle through the variants. */
  typical: LayoutEntry[][];
  penthouses: LayoutEntry[];
  townhouse: LayoutEntry | null;
}

export const SECTION_VARIANTS = 3;

const AREA_RANGES: Record<FlatType, [number, number]> = {
  S: [26, 36],
  '1': [38, 50],
  '2E': [48, 62],
  '2': [60, 78],
  '3E': [70, 90],
  '3': [88, 118],
  '4': [115, 150],
};

const ROOMS: Record<FlatType, [number, boolean]> = {
  S: [0, false],
  '1': [1, false],
  '2E': [2, true],
  '2': [2, false],
  '3E': [3, true],
  '3': [3, false],
  '4': [4, false],
};

const CLASS_SCALE: Record<string, number> = { Делюкс: 1.35, Премиум: 1.12, Бизнес: 1 };

function label(rooms: number, isEuro: boolean, special?: 'penthouse' | 'townhouse'): string {
  const roomsWord = rooms >= 2 && rooms <= 4 ? 'комнаты' : 'комнат';
  if (special === 'penthouse') return `Пентхаус, ${rooms} ${roomsWord}`;
  if (special === 'townhouse') return `Таунхаус, ${rooms} ${roomsWord}`;
  if (rooms === 0) return 'Студия';
  return `${rooms}-комнатная${isEuro ? ' евро' : ''}`;
}

function codePrefix(type: FlatType | 'PH' | 'TH'): string {
  return { S: 'С', '1': '1', '2E': '2Е', '2': '2', '3E': '3Е', '3': '3', '4': '4', PH: 'П', TH: 'Т' }[type];
}

export function buildLayouts(
  rng: Random,
  projectId: number,
  seed: ProjectSeed,
  nextId: () => number,
): { rows: LayoutRow[]; catalogue: ProjectLayouts } {
  const rows: LayoutRow[] = [];
  const codes = new Set<string>();
  const kind = seed.mainKind === 'office' ? null : seed.mainKind;
  const scale = CLASS_SCALE[seed.class] ?? 1;
  const make = (type: FlatType | 'PH' | 'TH', rooms: number, isEuro: boolean, area: number): LayoutEntry => {
    const special = type === 'PH' ? 'penthouse' : type === 'TH' ? 'townhouse' : undefined;
    const big = rooms >= 2 && area > 60;
    const terrace = special !== undefined;
    const balcony = !terrace && seed.mainKind === 'flat' && rng.chance(0.35);
    const dressingRoom = special !== undefined || (big && rng.chance(0.7));
    const plan = drawPlan({ rooms, isEuro, area, dressingRoom, balcony, terrace });
    let code = `${codePrefix(type)}-${Math.round(area)}`;
    for (let n = 2; codes.has(code); n++) code = `${codePrefix(type)}-${Math.round(area)}.${n}`;
    codes.add(code);
    const row: LayoutRow = {
      id: nextId(),
      projectId,
      kind: type === 'TH' ? 'townhouse' : (kind ?? 'flat'),
      code,
      name: `${label(rooms, isEuro, special)}, ${formatArea(area)} м²`,
      rooms,
      isEuro,
      area,
      livingArea: plan.livingArea,
      kitchenArea: plan.kitchenArea,
      bathroomArea: plan.bathroomArea,
      planSvg: plan.svg,
    };
    rows.push(row);
    return { row, balcony, terrace, dressingRoom };
  };
  if (!kind) return { rows, catalogue: { typical: [], penthouses: [], townhouse: null } };
  const typical: LayoutEntry[][] = [];
  for (let variant = 0; variant < SECTION_VARIANTS; variant++) {
    typical.push(
      seed.plate.map((type) => {
        const [min, max] = AREA_RANGES[type];
        const [rooms, isEuro] = ROOMS[type];
        return make(type, rooms, isEuro, area2(rng.float(min, max) * scale));
      }),
    );
  }
  const penthouses = [0, 1].map(() => {
    const rooms = rng.int(4, 5);
    return make('PH', rooms, false, area2(rng.float(170, 260) * scale));
  });
  const townhouse = seed.townhouses ? make('TH', 5, false, area2(rng.float(190, 260))) : null;
  return { rows, catalogue: { typical, penthouses, townhouse } };
}
