/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * «Скачать PDF» in the browser (issue 7, decisions 002 and 013): builds the
 * lot sheets or the comparison from data the page already has and saves the
 * file, so it works offline. This module pulls in react-pdf (~450 KB gzip):
 * the app imports it only with `import()` on the click (or at idle to warm
 * the worker's cache), and vite.config.ts names its chunks `pdf-*`, which
 * keeps them out of the first load and the precache.
 */
import { pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { LotDetail } from '../src/schemas/lots.ts';
import { PDF_FONT_URLS } from './browser-fonts.ts';
import { compareFileName, lotSheetsFileName } from './browser-files.ts';
import { planImage } from './browser-plan-image.ts';
import { saveBlob } from './browser-save.ts';
import { CompareDocument } from './compare-document.tsx';
import { registerPdfFonts } from './fonts.ts';
import type { CompareTableInput, LotSheetInput, SheetContext } from './lot-sheet-types.ts';
import { LotSheetsDocument } from './lot-sheets-document.tsx';

export interface DownloadOptions {
  /** The site phone (site info, or DEFAULT_PHONE). */
  phone: string;
  hours: string;
  /** Base of the QR links: the page's own origin. */
  origin?: string;
  /** File name stem of a multi-lot file: `favorites` → `favorites-2026-11-22.pdf`. */
  listName?: string;
  /** PDF metadata title of a multi-lot file. */
  title?: string;
  /** The clock of the file name, and of «Цена действительна на …» unless `priceDate` says otherwise. */
  now?: Date;
  /** When the prices were read: a copy kept offline is dated by its day, not by today (decision 011). */
  priceDate?: Date;
}

async function render(document: ReactElement, fileName: string): Promise<string> {
  registerPdfFonts(PDF_FONT_URLS);
  // The document components return <Document>, which is what pdf() expects.
  const blob = await pdf(document as Parameters<typeof pdf>[0]).toBlob();
  saveBlob(blob, fileName);
  return fileName;
}

function contextOf(options: DownloadOptions): SheetContext {
  return { priceDate: options.priceDate ?? options.now ?? new Date(), phone: options.phone, hours: options.hours };
}

/** One A4 page per lot; resolves with the saved file name. Plans are fetched a few at a time. */
export async function downloadLotSheets(lots: readonly LotDetail[], options: DownloadOptions): Promise<string> {
  if (lots.length === 0) throw new Error('no lots to print');
  const context = contextOf(options);
  const origin = options.origin ?? window.location.origin;
  const sheets: LotSheetInput[] = [];
  for (let start = 0; start < lots.length; start += 4) {
    const batch = lots.slice(start, start + 4);
    const plans = await Promise.all(batch.map((lot) => planImage(lot.plan)));
    batch.forEach((lot, index) =>
      sheets.push({ lot, plan: plans[index] ?? null, pageUrl: new URL(lot.url, origin).href }),
    );
  }
  const fileName = lotSheetsFileName(
    lots.map((lot) => lot.number),
    options.now ?? new Date(),
    options.listName,
  );
  return render(
    <LotSheetsDocument sheets={sheets} context={context} title={lots.length > 1 ? options.title : undefined} />,
    fileName,
  );
}

/** The comparison as an A4 landscape table; resolves with the saved file name. */
export async function downloadCompare(table: CompareTableInput, options: DownloadOptions): Promise<string> {
  const context = contextOf(options);
  return render(<CompareDocument table={table} context={context} />, compareFileName(options.now ?? new Date()));
}
