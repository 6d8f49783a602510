import { describe, expect, it, vi } from 'vitest';
import { canvasSize, planImage, planRequestUrl } from './browser-plan-image';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('plan pictures for the PDF', () => {
  it('asks for the address the lot page showed', () => {
    expect(planRequestUrl('/media/files/plans/12.svg')).toBe('/media/files/plans/12.svg');
    expect(planRequestUrl('/media/files/plans/12.png')).toBe('/images/?src=/media/files/plans/12.png&w=960');
  });

  it('scales the long side to 1600 px and keeps the proportions', () => {
    expect(canvasSize(800, 600)).toEqual({ width: 1600, height: 1200 });
    expect(canvasSize(300, 600)).toEqual({ width: 800, height: 1600 });
    expect(canvasSize(0, 0)).toEqual({ width: 1600, height: 1200 });
  });

  it('passes PNG through and gives null on any failure', async () => {
    const ok = vi.fn(async () => new Response(new Blob([PNG], { type: 'image/png' })));
    expect(await planImage('/media/files/plans/12.png', ok)).toEqual({ data: PNG, format: 'png' });
    expect(ok).toHaveBeenCalledWith(
      '/images/?src=/media/files/plans/12.png&w=960',
      expect.objectContaining({ credentials: 'same-origin' }),
    );

    expect(await planImage(null, ok)).toBeNull();
    expect(await planImage('/media/files/plans/x.png', async () => new Response('', { status: 404 }))).toBeNull();
    expect(await planImage('/media/files/plans/x.png', () => Promise.reject(new TypeError('offline')))).toBeNull();
  });
});
