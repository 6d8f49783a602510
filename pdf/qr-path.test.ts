import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

/** Dark modules of a path, back as a set of "x,y" cells. */
function cells(d: string): Set<string> {
  const out = new Set<string>();
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) out.add(`${Number(x) + i},${y}`);
  }
  return out;
}

describe('qrPath', () => {
  it('draws exactly the dark modules of the URL’s QR matrix', () => {
    const url = 'https://severin-dev.ru/flat/125';
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const qr = qrPath(url);
    expect(qr.size).toBe(modules.size);
    // Version 2–3 for a lot URL: 25–29 modules a side, a readable code at 2 cm.
    expect(qr.size).toBeGreaterThanOrEqual(21);
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) expected.add(`${x},${y}`);
    }
    expect(cells(qr.d)).toEqual(expected);
  });

  it('differs between URLs and grows with the text', () => {
    expect(qrPath('https://severin-dev.ru/flat/125').d).not.toBe(qrPath('https://severin-dev.ru/flat/126').d);
    expect(qrPath(`https://severin-dev.ru/flat/125?${'x'.repeat(200)}`).size).toBeGreaterThan(
      qrPath('https://severin-dev.ru/flat/125').size,
    );
  });
});
