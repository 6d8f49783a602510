/**
 * Colours and type of the PDF documents: the site's tokens (src/ui/styles/
 * tokens.css) restated in points, since react-pdf reads no CSS variables.
 */
import { PDF_FONT_FAMILY } from './fonts.ts';

export const PDF_COLORS = {
  text: '#1b1f21',
  muted: '#5a6266',
  faint: '#8a9296',
  accent: '#a0672f',
  border: '#d9d4cc',
  bgMuted: '#f4f1ec',
  bgDark: '#1f2a2e',
  white: '#ffffff',
} as const;

/** A4 margins in points (1 pt = 1/72 in): 40 pt ≈ 14 mm, inside every printer's unprintable edge. */
export const PAGE_PADDING = 40;

export const PDF_BASE_TEXT = {
  fontFamily: PDF_FONT_FAMILY,
  fontSize: 9,
  fontWeight: 400,
  color: PDF_COLORS.text,
} as const;
// No lineHeight here: react-pdf resolves a page's unitless lineHeight against
// the page font size and children inherit the points, so a 16 pt phone under
// a 9 pt page got a 12 pt line and overlapped the next line.
