import { describe, expect, it } from 'vitest';
import { deviceForWidth, isDesktopWidth } from './device';

describe('device classes (spec §6)', () => {
  it.each([
    [320, 'mobile'],
    [743, 'mobile'],
    [743.5, 'mobile'],
    [744, 'tablet'],
    [1279, 'tablet'],
    [1280, 'laptop'],
    [1439, 'laptop'],
    [1440, 'desktop'],
    [1920, 'desktop'],
  ])('width %d is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });

  it('treats widths above 1023 px as desktop layout', () => {
    expect(isDesktopWidth(1023)).toBe(false);
    expect(isDesktopWidth(1024)).toBe(true);
  });
});
