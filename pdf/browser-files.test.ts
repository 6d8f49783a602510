import { describe, expect, it } from 'vitest';
import { compareFileName, fileDate, lotDocumentTitle, lotSheetsFileName } from './browser-files';

const DAY = new Date(2026, 10, 2, 23, 30);

describe('PDF file names', () => {
  it('names one lot by its number', () => {
    expect(lotSheetsFileName(['125'], DAY)).toBe('lot-125.pdf');
    expect(lotSheetsFileName(['К-12/3'], DAY)).toBe('lot-12-3.pdf');
    expect(lotSheetsFileName(['  '], DAY)).toBe('lot-lot.pdf');
    expect(lotDocumentTitle('7')).toBe('lot-7');
  });

  it('names lists by the local day', () => {
    expect(fileDate(DAY)).toBe('2026-11-02');
    expect(lotSheetsFileName(['1', '2'], DAY, 'favorites')).toBe('favorites-2026-11-02.pdf');
    expect(lotSheetsFileName(['1'], DAY, 'favorites')).toBe('favorites-2026-11-02.pdf');
    expect(lotSheetsFileName(['1', '2'], DAY)).toBe('lots-2026-11-02.pdf');
    expect(compareFileName(DAY)).toBe('compare-2026-11-02.pdf');
  });
});
