import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE, phoneOrDefault, telHref } from './contacts';

describe('telHref', () => {
  it('keeps only digits with a leading plus', () => {
    expect(telHref('+7 (495) 120-45-67')).toBe('tel:+74951204567');
  });
  it('turns a leading 8 into +7', () => {
    expect(telHref('8 495 120 45 67')).toBe('tel:+74951204567');
  });
});

describe('phoneOrDefault', () => {
  it('falls back when the site has no phone', () => {
    expect(phoneOrDefault(undefined)).toBe(DEFAULT_PHONE);
    expect(phoneOrDefault('  ')).toBe(DEFAULT_PHONE);
    expect(phoneOrDefault('+7 (495) 000-00-00')).toBe('+7 (495) 000-00-00');
  });
});
