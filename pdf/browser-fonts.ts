/**
 * Browser addresses of the Manrope TTF files the PDF documents need. Vite
 * emits them as `/assets/Manrope_…-[hash].ttf`; the WOFF2 files of the site
 * cannot be reused (react-pdf reads TTF only). Tiny on purpose: the page
 * imports it to warm the fonts into the worker's cache (decision 013)
 * without loading react-pdf.
 */
import regular from './fonts/Manrope_400Regular.ttf?url';
import medium from './fonts/Manrope_500Medium.ttf?url';
import semibold from './fonts/Manrope_600SemiBold.ttf?url';
import bold from './fonts/Manrope_700Bold.ttf?url';
import type { PdfFontSources } from './fonts.ts';

export const PDF_FONT_URLS: PdfFontSources = { regular, medium, semibold, bold };
