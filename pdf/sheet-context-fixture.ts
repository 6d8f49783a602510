/** Test helper: what a lot sheet prints beside the lot (src/schemas/lot-fixture.ts). Imported by tests only. */
import type { SheetContext } from './lot-sheet-types.ts';

/** 23 November 2026, 12:00 in Moscow (09:00 UTC). */
export const FIXTURE_CONTEXT: SheetContext = {
  priceDate: new Date('2026-11-23T09:00:00Z'),
  phone: '+7 (495) 120-45-67',
  hours: 'Ежедневно с 9:00 до 21:00',
};
