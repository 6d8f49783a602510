/**
 * Manrope TTF for react-pdf. The built-in PDF fonts have no Cyrillic and no
 * «₽», so every weight the documents use is registered from a file (server)
 * or a URL (browser). WOFF2 is not read by react-pdf's font engine: TTF only.
 */
import { Font } from '@react-pdf/renderer';

export const PDF_FONT_FAMILY = 'Manrope';

export interface PdfFontSources {
  /** File paths on the server, URLs in the browser. */
  regular: string;
  medium: string;
  semibold: string;
  bold: string;
}

let registered: string | null = null;

/** Idempotent: registering the same sources again is a no-op, so callers need no guard. */
export function registerPdfFonts(sources: PdfFontSources): void {
  const key = JSON.stringify(sources);
  if (registered === key) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: sources.regular, fontWeight: 400 },
      { src: sources.medium, fontWeight: 500 },
      { src: sources.semibold, fontWeight: 600 },
      { src: sources.bold, fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates English-style by default and breaks Russian words
  // in wrong places («кварти-ра»); whole words only.
  Font.registerHyphenationCallback((word) => [word]);
  registered = key;
}
