/**
 * Completion text of a building or lot, word for word from spec §4. Plain
 * spaces here, not U+00A0: the texts are quoted by the spec and shared with
 * the server, which writes `completion.text` into API answers.
 */

/** `building` (under construction) and anything unknown fall through to the quarter text. */
export type BuildingStatus = 'building' | 'built' | 'ready' | 'hand_over';

export const BUILDING_STATUS_TEXT = {
  built: 'Построен, но не сдан',
  ready: 'Построен и сдан',
  hand_over: 'Дом сдан',
} as const satisfies Partial<Record<BuildingStatus, string>>;

export interface CompletionInput {
  /** `building_status` or `completion_status` of spec §3. */
  status?: BuildingStatus | string | null;
  quarter?: number | string | null;
  year?: number | string | null;
}

const present = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * `buildingStatusText({ status: 'building', quarter: 4, year: 2026 })` →
 * 'Сдача 4 кв. 2026'; with `short` → '4 кв. 2026'. The finished states read
 * the same in both forms. Without a year there is nothing to promise: ''.
 */
export function buildingStatusText({ status, quarter, year }: CompletionInput, { short = false } = {}): string {
  if (status && status in BUILDING_STATUS_TEXT)
    return BUILDING_STATUS_TEXT[status as keyof typeof BUILDING_STATUS_TEXT];
  if (!present(year)) return '';
  const term = present(quarter) ? `${quarter} кв. ${year}` : `${year}`;
  return short ? term : `Сдача ${term}`;
}
