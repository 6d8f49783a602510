/**
 * Server renders of the shared `pdf/` documents. The same components the
 * browser renders; only the inputs (font files, rasterised plans) differ.
 */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { LotSheetsDocument } from '../../../pdf/lot-sheets-document.tsx';
import type { LotSheetInput, SheetContext } from '../../../pdf/lot-sheet-types.ts';
import { registerServerPdfFonts } from './pdf-fonts.ts';

/** Bump when the layout changes: it is part of every ETag, so clients drop their old copies. */
export const PDF_DOCUMENT_VERSION = 'lot-sheet-2';

// The documents return <Document>; createElement cannot see through the function type, hence the cast.
const asDocument = (element: ReactElement) => element as ReactElement<DocumentProps>;

export async function renderLotSheets(sheets: LotSheetInput[], context: SheetContext, title?: string): Promise<Buffer> {
  registerServerPdfFonts();
  return renderToBuffer(asDocument(createElement(LotSheetsDocument, { sheets, context, title })));
}
