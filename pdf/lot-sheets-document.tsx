/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The lot sheets document: one A4 page per lot — a single lot page, or all
 * favourites at once. Pure: the caller fetches lots and plans and registers
 * the fonts (`registerPdfFonts`) before rendering.
 */
import { Document } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { BRAND_NAME } from '../src/lib/brand.ts';
import { LotSheetPage } from './lot-sheet-page.tsx';
import type { LotSheetInput, SheetContext } from './lot-sheet-types.ts';

export interface LotSheetsDocumentProps {
  sheets: LotSheetInput[];
  context: SheetContext;
  /** PDF metadata title; defaults to the heading of a single sheet. */
  title?: string;
}

export function LotSheetsDocument({ sheets, context, title }: LotSheetsDocumentProps): ReactElement {
  const docTitle = title ?? (sheets.length === 1 ? `Лот № ${sheets[0].lot.number}` : 'Избранные лоты');
  return (
    <Document title={docTitle} author={BRAND_NAME} creator={BRAND_NAME} producer={BRAND_NAME} language="ru">
      {sheets.map((sheet) => (
        <LotSheetPage key={sheet.lot.id} sheet={sheet} context={context} />
      ))}
    </Document>
  );
}
