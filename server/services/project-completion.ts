/** The completion text of a project's cards (project-catalogue.ts): its nearest building still under construction. */
import { completionText } from './format.ts';

export type BuildingRow = { projectId: number; status: string; quarter: number; year: number };

/** The nearest building still under construction; otherwise the least finished state. */
export function projectCompletion(rows: BuildingRow[]): string {
  const byDate = [...rows].sort((a, b) => a.year - b.year || a.quarter - b.quarter);
  const next = byDate.find((row) => row.status === 'building');
  if (next) return completionText(next.status, next.quarter, next.year);
  const order = ['built', 'ready', 'hand_over'];
  const least = byDate.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))[0];
  return least ? completionText(least.status, least.quarter, least.year) : '';
}
