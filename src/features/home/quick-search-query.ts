/**
 * The quick search's choices as catalogue filters and the /lots address
 * they open. Parameters are those of `lotsQuerySchema` in its order
 * (project, rooms, price_max), written by the shared `buildQuery`, so the
 * catalogue reads them as if the visitor had set them there. Kind and
 * status are left to the catalogue's defaults (homes on sale, decision 031),
 * which the count asks with too: the button's number is the catalogue's.
 */
import { NBSP, formatNumber } from '@/lib/format';
import { withCatalogueDefaults } from '@/lib/on-sale';
import { buildQuery } from '@/lib/query-string';
import type { LotsFilters, RoomValue } from '@/schemas/lots';
import type { LotsArgs } from '@/entities/lot/lots-api';

export interface QuickSearchChoice {
  rooms: RoomValue[];
  /** Roubles; null: any price. */
  priceMax: number | null;
  /** Project id; null: all projects. */
  project: number | null;
}

export const EMPTY_CHOICE: QuickSearchChoice = { rooms: [], priceMax: null, project: null };

/** Values of the `rooms` filter offered on the home page (euro layouts stay in the full catalogue). */
export const QUICK_ROOMS: readonly RoomValue[] = ['studio', '1', '2', '3', '4+'];

/** Price ceilings of the home page's segment, in roubles. */
export const PRICE_CEILINGS = [25_000_000, 40_000_000, 60_000_000, 90_000_000, 150_000_000] as const;

/** «до 40 млн ₽». */
export function priceCeilingLabel(value: number): string {
  return `до${NBSP}${formatNumber(value / 1_000_000, { maxDecimals: 1 })}${NBSP}млн${NBSP}₽`;
}

function quickSearchFilters(choice: QuickSearchChoice): LotsFilters {
  return {
    project: choice.project !== null ? [choice.project] : undefined,
    rooms: choice.rooms.length > 0 ? QUICK_ROOMS.filter((room) => choice.rooms.includes(room)) : undefined,
    price_max: choice.priceMax ?? undefined,
  };
}

/** The count on the button, under the catalogue's defaults: one lot of the choice is enough, only `count` is read. */
export function quickSearchCountArgs(choice: QuickSearchChoice): LotsArgs {
  return { catalogue: 'apartments', query: { ...withCatalogueDefaults(quickSearchFilters(choice)), page_size: 1 } };
}

/** `/lots?project=3&rooms=1,2&price_max=40000000`, or `/lots` with nothing chosen. */
export function quickSearchPath(choice: QuickSearchChoice): string {
  const { project, rooms, price_max } = quickSearchFilters(choice);
  const query = buildQuery({ project, rooms, price_max });
  return query ? `/lots?${query}` : '/lots';
}
