/**
 * Inputs of the PDF documents. Pure data: the browser and the server fetch
 * the lot and its plan themselves and hand them in, so nothing under `pdf/`
 * touches a store, `fetch` or the file system.
 */
import type { LotDetail } from '../src/schemas/lots';

/** react-pdf embeds only JPEG and PNG; the SVG plans are rasterised by the caller. */
export interface PdfImage {
  data: Uint8Array;
  format: 'png' | 'jpg';
}

export interface LotSheetInput {
  lot: LotDetail;
  /** Null when the lot has no plan or it could not be rasterised: the sheet prints without it. */
  plan: PdfImage | null;
  /** Absolute URL of the lot page, for the QR code. */
  pageUrl: string;
}

/** What every sheet of one document shares. */
export interface SheetContext {
  /** «Цена действительна на {дата}»: the day the document was made (Moscow). */
  priceDate: Date;
  /** «+7 (495) 120-45-67»: the site phone, or DEFAULT_PHONE. */
  phone: string;
  /** «Ежедневно с 9:00 до 21:00». */
  hours: string;
}

export interface CompareTableInput {
  title: string;
  columns: { id: number; title: string; pageUrl: string }[];
  /** `values[i]` belongs to `columns[i]`; '' prints as a dash. */
  rows: { label: string; values: string[] }[];
}
