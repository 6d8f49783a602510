/**
 * A QR code as one SVG path, from the `qrcode` package's matrix. No canvas:
 * it works the same in Node and the browser, and one path with runs of dark
 * modules is far lighter for react-pdf than hundreds of rectangles.
 */
import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side (21 for version 1, +4 per version). */
  size: number;
  /** Dark modules in a `0 0 size size` box. */
  d: string;
}

/** Error correction M: survives a crumpled or badly printed sheet at a modest size. */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return { size, d: parts.join('') };
}
