/** The visitor's file name kept with an upload: cleaned, bounded, its extension checked against spec §9. */
import { describe, expect, it } from 'vitest';
import { cleanFileName, extensionOf, isAllowedExtension } from '../../server/services/uploads/file-name.ts';

describe('upload file names', () => {
  it('drops folders, control characters and broken surrogates', () => {
    expect(cleanFileName('C:\\Users\\me\\резюме.pdf')).toBe('резюме.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('cv\u0000\u001f\u007f.pdf')).toBe('cv.pdf');
    expect(cleanFileName('cv\ud800.pdf')).toBe('cv\ufffd.pdf');
    expect(cleanFileName('  /  ')).toBe('file');
  });

  it('bounds a long name at 200 characters and keeps its extension', () => {
    const name = cleanFileName(`${'я'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('я.docx')).toBe(true);
  });

  it('reads the extension in lower case and accepts only the spec’s', () => {
    expect(extensionOf('Offer.PDF')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('noext')).toBe('');
    expect(isAllowedExtension('pdf')).toBe(true);
    expect(isAllowedExtension('exe')).toBe(false);
  });
});
