/**
 * Manrope TTF files for server renders, resolved from this module's URL so
 * they are found under tsx, `npm start` and Vitest alike, whatever the cwd.
 */
import { fileURLToPath } from 'node:url';
import { registerPdfFonts, type PdfFontSources } from '../../../pdf/fonts.ts';

const font = (name: string) => fileURLToPath(new URL(`../../../pdf/fonts/Manrope_${name}.ttf`, import.meta.url));

const SERVER_PDF_FONTS: PdfFontSources = {
  regular: font('400Regular'),
  medium: font('500Medium'),
  semibold: font('600SemiBold'),
  bold: font('700Bold'),
};

export function registerServerPdfFonts(): void {
  registerPdfFonts(SERVER_PDF_FONTS);
}
