/**
 * PdfImage → react-pdf image source. A Blob is the one source both builds
 * of react-pdf read the same way (Node 20 and browsers have Blob); raw
 * `{ data, format }` would need a Node Buffer, which the browser lacks.
 */
import type { PdfImage } from './lot-sheet-types.ts';

const MIME: Record<PdfImage['format'], string> = { png: 'image/png', jpg: 'image/jpeg' };

export function pdfImageSource(image: PdfImage): Blob {
  // Blob wants ArrayBuffer-backed views; a copy is cheap next to the PDF encode.
  return new Blob([new Uint8Array(image.data)], { type: MIME[image.format] });
}
