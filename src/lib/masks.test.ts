import { describe, expect, it } from 'vitest';
import { PATTERNS } from '@/schemas/lead-fields';
import {
  formatBytes,
  maskCard,
  maskCode,
  maskDate,
  maskDigits,
  maskMonths,
  maskPassport,
  maskPercent,
  maskPhone,
  maskSnils,
  maskTime,
  maskYear,
  phoneOnBlur,
} from './masks';

/** Feeds characters one by one through `mask`, as onChange would. */
function type(mask: (raw: string) => string, keys: string, start = ''): string[] {
  const steps: string[] = [];
  let value = start;
  for (const key of keys) {
    value = mask(value + key);
    steps.push(value);
  }
  return steps;
}

const FULL = '+7 (999) 123-45-67';

describe('maskPhone', () => {
  it.each([
    ['+7 999 123 45 67'],
    ['89991234567'],
    ['9991234567'],
    ['79991234567'],
    ['+79991234567'],
    ['8 (999) 123-45-67'],
    ['+7(999)1234567'],
    [FULL],
    ['+7 (999) 123-45-6789'],
  ])('pasted %s → +7 (999) 123-45-67', (raw) => {
    expect(maskPhone(raw)).toBe(FULL);
  });

  it('formats progressively while typing, starting with 8', () => {
    expect(type(maskPhone, '89991234567')).toEqual([
      '+7',
      '+7 (9',
      '+7 (99',
      '+7 (999',
      '+7 (999) 1',
      '+7 (999) 12',
      '+7 (999) 123',
      '+7 (999) 123-4',
      '+7 (999) 123-45',
      '+7 (999) 123-45-6',
      FULL,
    ]);
  });

  it('a leading 7 is the country code, a leading 9 the area code', () => {
    expect(type(maskPhone, '79')).toEqual(['+7', '+7 (9']);
    expect(type(maskPhone, '9991')).toEqual(['+7 (9', '+7 (99', '+7 (999', '+7 (999) 1']);
    expect(type(maskPhone, '77')).toEqual(['+7', '+7 (7']);
    expect(maskPhone('4')).toBe('+7 (4');
  });

  it('typing + first', () => {
    expect(type(maskPhone, '+79')).toEqual(['+', '+7', '+7 (9']);
  });

  it('ten pasted digits are a number without the country code', () => {
    expect(maskPhone('8001234567')).toBe('+7 (800) 123-45-67');
    expect(maskPhone('(800) 123-45-67')).toBe('+7 (800) 123-45-67');
  });

  it('stops at ten digits and ignores letters', () => {
    expect(maskPhone(`${FULL}8`)).toBe(FULL);
    expect(maskPhone('+7 (999) abc')).toBe('+7 (999');
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone('')).toBe('');
  });

  it('Backspace walks back through the separators', () => {
    expect(maskPhone('+7 (999) ')).toBe('+7 (999');
    expect(maskPhone('+7 (99')).toBe('+7 (99');
    expect(maskPhone('+7 (')).toBe('+7');
    expect(maskPhone('+')).toBe('+');
  });

  it('is idempotent and matches the schema pattern', () => {
    expect(maskPhone(maskPhone('89991234567'))).toBe(FULL);
    expect(PATTERNS.phone.test(maskPhone('89991234567'))).toBe(true);
  });
});

describe('phoneOnBlur', () => {
  it.each(['+', '+7', '+7 (', '+7 ', '+7(', ' +7 ( '])('clears a lone prefix %j', (value) => {
    expect(phoneOnBlur(value)).toBe('');
  });
  it.each([FULL, '+7 (9', '', '+7 (999) 12'])('keeps %j', (value) => {
    expect(phoneOnBlur(value)).toBe(value);
  });
});

describe('document masks', () => {
  it('SNILS ###-###-### ##', () => {
    expect(maskSnils('12345678901')).toBe('123-456-789 01');
    expect(maskSnils('123 456 789 0123')).toBe('123-456-789 01');
    expect(type(maskSnils, '1234567890')).toEqual([
      '1',
      '12',
      '123',
      '123-4',
      '123-45',
      '123-456',
      '123-456-7',
      '123-456-78',
      '123-456-789',
      '123-456-789 0',
    ]);
    expect(maskSnils('123-')).toBe('123');
    expect(PATTERNS.snils.test(maskSnils('12345678901'))).toBe(true);
  });

  it('passport #### ######', () => {
    expect(maskPassport('4510123456')).toBe('4510 123456');
    expect(maskPassport('45 10 123456 7')).toBe('4510 123456');
    expect(maskPassport('45101')).toBe('4510 1');
    expect(maskPassport('4510 ')).toBe('4510');
    expect(PATTERNS.passport.test(maskPassport('4510123456'))).toBe(true);
  });

  it('card #### #### #### ####', () => {
    expect(maskCard('4276123456789012')).toBe('4276 1234 5678 9012');
    expect(maskCard('4276-1234-5678-9012-34')).toBe('4276 1234 5678 9012');
    expect(maskCard('42761')).toBe('4276 1');
    expect(PATTERNS.card.test(maskCard('4276123456789012'))).toBe(true);
  });
});

describe('number masks', () => {
  it('digits up to 10 by default, or the given length', () => {
    expect(maskDigits('12a34-5')).toBe('12345');
    expect(maskDigits('123456789012')).toBe('1234567890');
    expect(maskDigits('12345', 4)).toBe('1234');
    expect(maskDigits('')).toBe('');
  });

  it('year and code: 4 digits, leading zeros kept', () => {
    expect(maskYear('20265')).toBe('2026');
    expect(maskCode('0042')).toBe('0042');
    expect(maskCode('00a421')).toBe('0042');
  });

  it('months: clamped to 360, no leading zeros', () => {
    expect(maskMonths('120')).toBe('120');
    expect(maskMonths('360')).toBe('360');
    expect(maskMonths('361')).toBe('360');
    expect(maskMonths('999')).toBe('360');
    expect(maskMonths('3650')).toBe('360');
    expect(maskMonths('012')).toBe('12');
    expect(maskMonths('abc')).toBe('');
    expect(type(maskMonths, '365')).toEqual(['3', '36', '360']);
  });

  it('percent: clamped to 100, no leading zeros', () => {
    expect(maskPercent('15')).toBe('15');
    expect(maskPercent('100')).toBe('100');
    expect(maskPercent('101')).toBe('100');
    expect(maskPercent('1000')).toBe('100');
    expect(maskPercent('0')).toBe('0');
    expect(maskPercent('05')).toBe('5');
    expect(maskPercent('20%')).toBe('20');
  });
});

describe('date and time masks', () => {
  it('date dd/mm/yyyy, digits only', () => {
    expect(type(maskDate, '10052026')).toEqual([
      '1',
      '10',
      '10/0',
      '10/05',
      '10/05/2',
      '10/05/20',
      '10/05/202',
      '10/05/2026',
    ]);
    expect(maskDate('10.05.2026')).toBe('10/05/2026');
    expect(maskDate('10/05/20261')).toBe('10/05/2026');
    expect(maskDate('10/')).toBe('10');
    expect(maskDate('ab')).toBe('');
  });

  it('time hh:mm', () => {
    expect(type(maskTime, '1030')).toEqual(['1', '10', '10:3', '10:30']);
    expect(maskTime('10.30')).toBe('10:30');
    expect(maskTime('10:305')).toBe('10:30');
    expect(maskTime('10:')).toBe('10');
  });
});

describe('formatBytes (re-exported from @/lib/format)', () => {
  it('uses Russian units with a non-breaking space', () => {
    expect(formatBytes(10_485_760)).toBe('10\u00a0МБ');
    expect(formatBytes(512)).toBe('512\u00a0Б');
    expect(formatBytes(1536)).toBe('1,5\u00a0КБ');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3\u00a0ГБ');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2\u00a0ТБ');
  });
});
