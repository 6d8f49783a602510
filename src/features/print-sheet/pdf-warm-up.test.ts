import { describe, expect, it } from 'vitest';
import { PDF_FONT_URLS } from '../../../pdf/browser-fonts';
import { pdfAssetUrls } from './pdf-warm-up';

const ORIGIN = 'https://severin-dev.ru';

describe('pdfAssetUrls', () => {
  it('lists the renderer chunks the page loaded and the fonts, nothing else', () => {
    const urls = pdfAssetUrls(
      [
        { name: `${ORIGIN}/assets/pdf-browser-render-Ab1.js` },
        { name: `${ORIGIN}/assets/pdf-browser-render-Ab1.js` },
        { name: `${ORIGIN}/assets/lot-screen-Cd2.js` },
        { name: `${ORIGIN}/api/apartments/1/` },
        { name: 'https://cdn.example.com/assets/pdf-x.js' },
      ],
      ORIGIN,
    );
    expect(urls).toEqual(['/assets/pdf-browser-render-Ab1.js', ...Object.values(PDF_FONT_URLS)]);
  });
});
