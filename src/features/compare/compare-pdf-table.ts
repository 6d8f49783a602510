/**
 * The comparison as the PDF table (pdf/lot-sheet-types.ts `CompareTableInput`):
 * the rows the screen shows, in its order, one column per lot with a link to
 * its page. Missing values go as '' (the PDF prints a dash of its own).
 */
import { lotTitle } from '@/entities/lot/lot-card';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import type { CompareTableInput } from '../../../pdf/lot-sheet-types';
import { MISSING, type CompareGroup } from './compare-model';

export function comparePdfTable(
  title: string,
  entries: readonly SavedEntry[],
  groups: readonly CompareGroup[],
  origin: string,
): CompareTableInput {
  return {
    title,
    columns: entries.map(({ lot }) => ({
      id: lot.id,
      title: `${lotTitle(lot)}, №\u00a0${lot.number}`,
      pageUrl: new URL(lot.url, origin).href,
    })),
    rows: groups.flatMap((group) =>
      group.rows.map((row) => ({
        label: row.label,
        values: row.values.map((value) => (value === MISSING ? '' : value)),
      })),
    ),
  };
}
