import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  cardField,
  codeField,
  companyTaxIdField,
  consentField,
  cyrillicField,
  emailField,
  FIELD_MESSAGES,
  fullNameField,
  lettersField,
  monthsField,
  moscowToday,
  nameField,
  numberField,
  parseDate,
  parseTime,
  passportField,
  pastDateField,
  PATTERNS,
  percentField,
  personalTaxIdField,
  phoneField,
  snilsField,
  textField,
  visitDateField,
  visitSlots,
  visitTimeField,
  yearField,
} from './lead-fields.ts';

/** Every message the schema gives for `value`, in order; [] when valid. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Checks that each value gives exactly `expected` (one message) or passes when `expected` is null. */
function expectEach(schema: z.ZodType, cases: Array<[unknown, string | null]>) {
  for (const [value, expected] of cases) {
    expect({ value, messages: messages(schema, value) }).toEqual({
      value,
      messages: expected === null ? [] : [expected],
    });
  }
}

const M = FIELD_MESSAGES;

afterEach(() => {
  vi.useRealTimers();
});

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('messages are spec §5 word for word', () => {
  it.each([
    ['required', 'Пожалуйста, заполните это поле'],
    ['lettersOnly', 'Пожалуйста, используйте только буквы'],
    ['oneLayout', 'Пожалуйста, используйте только одну языковую раскладку'],
    ['cyrillicOnly', 'Используйте только кириллицу'],
    ['name', 'Имя может содержать только буквы'],
    ['format', 'Неверный формат'],
    ['serverDefault', 'Поле некорректно'],
    ['dateFormat', 'Неверный формат даты'],
    ['dayOver31', 'День не может быть больше 31'],
    ['monthOver12', 'Месяц не может быть больше 12'],
    ['pastDate', 'Дата должна быть позже текущей'],
    ['yearBelow1900', 'Год не может быть меньше 1900х'],
    ['yearAboveCurrent', 'Год не может быть больше текущего'],
    ['threeWeeks', 'Записаться можно только на 3 недели вперёд'],
    ['timeFormat', 'Неверный формат'],
    ['workingHours', 'Менеджер работает с 9:00 до 21:00'],
    ['halfHours', 'Минуты должны быть равны 00 или 30'],
  ] as const)('%s', (key, text) => {
    expect(M[key]).toBe(text);
  });
});

describe('nameField', () => {
  const schema = nameField();
  it('accepts names of one layout', () => {
    expectEach(schema, [
      ['Иван', null],
      ['Ivan', null],
      ['Анна-Мария', null],
      ["O'Brien", null],
      ['Иван Петрович', null],
      ['Алёна', null],
    ]);
  });
  it('trims', () => {
    expect(schema.parse('  Иван  ')).toBe('Иван');
  });
  it('asks to fill an empty, blank or missing value', () => {
    expectEach(schema, [
      ['', M.required],
      ['   ', M.required],
      [undefined, M.required],
      [null, M.required],
    ]);
  });
  it('rejects mixed layouts before anything else', () => {
    expectEach(schema, [
      ['Ivan Иванов', M.oneLayout],
      ['Иvan', M.oneLayout],
      ['Ivan Иванов1', M.oneLayout],
    ]);
  });
  it('rejects digits and signs with the name message', () => {
    expectEach(schema, [
      ['Иван1', M.name],
      ['Ivan2', M.name],
      ['Иван!', M.name],
      ['123', M.name],
      ['-Иван', M.name],
      ['Иван--Петров', M.name],
    ]);
  });
  it('allows 50 characters, not 51', () => {
    expectEach(schema, [
      ['я'.repeat(50), null],
      ['я'.repeat(51), M.maxLength(50)],
    ]);
    expect(M.maxLength(50)).toBe('Не больше 50 символов');
  });
  it('may be optional', () => {
    expectEach(nameField({ required: false }), [
      ['', null],
      ['Ivan Иванов', M.oneLayout],
    ]);
  });
  it('a wrong type is a format error', () => {
    expectEach(schema, [[42, M.format]]);
  });
});

describe('fullNameField (newsletter)', () => {
  const schema = fullNameField();
  it('takes a first and last name, with an optional patronymic', () => {
    expectEach(schema, [
      ['Иванов Иван', null],
      ['Иванов Иван Иванович', null],
      ['Анна-Мария Петрова', null],
      ['Иванов Иван Иванович Младший', M.name],
    ]);
  });
  it('refuses a first name alone with a Russian message', () => {
    expect(M.fullName).toBe('Укажите имя и фамилию');
    expectEach(schema, [
      ['Иван', M.fullName],
      ['  Иван  ', M.fullName],
      ['Анна-Мария', M.fullName],
      ['Ivan', M.fullName],
    ]);
  });
  it('keeps the name rules and the max of 50', () => {
    expectEach(schema, [
      ['', M.required],
      ['Ivan Иванов', M.oneLayout],
      ['Иван 2', M.name],
      ['я'.repeat(51), M.maxLength(50)],
    ]);
  });
});

describe('lettersField', () => {
  const schema = lettersField();
  it('accepts letters, spaces and hyphens of one layout', () => {
    expectEach(schema, [
      ['Москва', null],
      ['Санкт-Петербург', null],
      ['New York', null],
    ]);
  });
  it('rejects anything else with the letters-only message', () => {
    expectEach(schema, [
      ['Москва 2', M.lettersOnly],
      ['Москва!', M.lettersOnly],
      ['Moscow Москва', M.oneLayout],
      ['', M.required],
    ]);
  });
});

describe('cyrillicField', () => {
  const schema = cyrillicField();
  it('accepts Cyrillic with digits and punctuation', () => {
    expectEach(schema, [
      ['ул. Ленина, д. 5', null],
      ['Московская обл., 12 км', null],
    ]);
  });
  it('rejects any non-Cyrillic letter', () => {
    expectEach(schema, [
      ['Lenina street', M.cyrillicOnly],
      ['ул. Lenina', M.cyrillicOnly],
      ['Αθήνα', M.cyrillicOnly],
      ['', M.required],
    ]);
  });
});

describe('textField', () => {
  it('is optional by default and capped', () => {
    expectEach(textField({ max: 5 }), [
      ['', null],
      ['12345', null],
      ['123456', M.maxLength(5)],
    ]);
    expectEach(textField({ required: true }), [
      ['', M.required],
      ['Текст', null],
    ]);
  });
});

describe('emailField', () => {
  const schema = emailField();
  it('matches a simple pattern', () => {
    expectEach(schema, [
      ['ivan@mail.ru', null],
      ['ivan.petrov+news@example.co.uk', null],
      ['ivan@mail', M.format],
      ['ivan mail@x.ru', M.format],
      ['ivan@@x.ru', M.format],
      ['@x.ru', M.format],
    ]);
  });
  it('is required, max 50', () => {
    const local = 'a'.repeat(50 - '@x.ru'.length);
    expectEach(schema, [
      ['', M.required],
      [`${local}@x.ru`, null],
      [`${local}a@x.ru`, M.maxLength(50)],
    ]);
  });
  it('may be optional', () => {
    expectEach(emailField({ required: false }), [
      ['', null],
      ['ivan@mail', M.format],
    ]);
  });
});

describe('patterns', () => {
  it.each([
    [
      'phone',
      phoneField(),
      ['+7 (999) 123-45-67'],
      ['+7 999 123 45 67', '89991234567', '+7 (999) 123-45-6', '8 (999) 123-45-67'],
    ],
    ['SNILS', snilsField(), ['123-456-789 01'], ['12345678901', '123-456-789-01', '123-456-789 0']],
    ['passport', passportField(), ['4510 123456'], ['4510123456', '451 0123456', '4510 12345']],
    ['company tax id', companyTaxIdField(), ['7707083893'], ['770708389', '770708389312', '77070838ab']],
    ['personal tax id', personalTaxIdField(), ['500100732259'], ['5001007322', '5001007322591', '50010073225a']],
    ['card', cardField(), ['4276 1234 5678 9012'], ['4276123456789012', '4276 1234 5678 901', '4276-1234-5678-9012']],
  ] as const)('%s', (_name, schema, valid, invalid) => {
    expectEach(schema, [
      ...valid.map((v) => [v, null] as [string, null]),
      ...invalid.map((v) => [v, M.format] as [string, string]),
      ['', M.required],
    ]);
  });
  it('optional patterned fields accept empty', () => {
    for (const field of [phoneField, snilsField, passportField, companyTaxIdField, personalTaxIdField, cardField]) {
      expectEach(field({ required: false }), [['', null]]);
    }
  });
  it('PATTERNS match the spec masks', () => {
    expect(PATTERNS.phone.test('+7 (495) 000-00-00')).toBe(true);
    expect(PATTERNS.snils.test('000-000-000 00')).toBe(true);
    expect(PATTERNS.passport.test('0000 000000')).toBe(true);
    expect(PATTERNS.companyTaxId.test('0'.repeat(10))).toBe(true);
    expect(PATTERNS.personalTaxId.test('0'.repeat(12))).toBe(true);
    expect(PATTERNS.card.test('0000 0000 0000 0000')).toBe(true);
    expect(PATTERNS.number.test('1'.repeat(10))).toBe(true);
    expect(PATTERNS.number.test('1'.repeat(11))).toBe(false);
    expect(PATTERNS.yearOrCode.test('2026')).toBe(true);
  });
});

describe('numeric fields', () => {
  it('number: up to 10 digits', () => {
    expectEach(numberField(), [
      ['0', null],
      ['1234567890', null],
      ['12345678901', M.format],
      ['12a', M.format],
      ['-1', M.format],
      ['1.5', M.format],
      ['', M.required],
    ]);
    expectEach(numberField({ maxDigits: 3 }), [
      ['123', null],
      ['1234', M.format],
    ]);
  });
  it('months: 1 to 360', () => {
    expectEach(monthsField(), [
      ['1', null],
      ['360', null],
      ['361', M.format],
      ['0', M.format],
      ['1000', M.format],
      ['', M.required],
    ]);
  });
  it('percent: 0 to 100', () => {
    expectEach(percentField(), [
      ['0', null],
      ['100', null],
      ['101', M.format],
      ['5.5', M.format],
    ]);
  });
  it('year and code: exactly 4 digits', () => {
    expectEach(yearField(), [
      ['2026', null],
      ['26', M.format],
      ['20266', M.format],
      ['', M.required],
    ]);
    expectEach(codeField(), [
      ['0042', null],
      ['042', M.format],
      ['00421', M.format],
      ['abcd', M.format],
    ]);
    expectEach(codeField({ required: false }), [['', null]]);
  });
});

describe('consentField', () => {
  it('must be ticked', () => {
    expectEach(consentField(), [
      [true, null],
      [false, M.consent],
      [undefined, M.consent],
      ['true', M.consent],
    ]);
  });
});

describe('visitDateField', () => {
  const schema = visitDateField();

  it('accepts today up to 21 days ahead, refuses the past and day 22', () => {
    at('2026-05-10T09:00:00Z'); // 12:00 in Moscow
    expectEach(schema, [
      ['09/05/2026', M.pastDate],
      ['10/05/2026', null],
      ['31/05/2026', null],
      ['01/06/2026', M.threeWeeks],
      ['10/05/2025', M.pastDate],
      ['10/05/2027', M.threeWeeks],
    ]);
  });

  it('counts days in Moscow: 23:30 UTC is already tomorrow there', () => {
    at('2026-05-10T23:30:00Z'); // 02:30 on 11 May in Moscow
    expectEach(schema, [
      ['10/05/2026', M.pastDate],
      ['11/05/2026', null],
      ['01/06/2026', null],
      ['02/06/2026', M.threeWeeks],
    ]);
  });

  it('late evening in Moscow is still today', () => {
    at('2026-05-10T20:59:00Z'); // 23:59 on 10 May in Moscow
    expectEach(schema, [
      ['10/05/2026', null],
      ['31/05/2026', null],
      ['01/06/2026', M.threeWeeks],
    ]);
  });

  it('checks format, then day over 31, then month over 12, then the calendar, then past', () => {
    at('2026-05-10T09:00:00Z');
    expectEach(schema, [
      ['', M.required],
      [undefined, M.required],
      ['1/5/2026', M.dateFormat],
      ['2026-05-10', M.dateFormat],
      ['10.05.2026', M.dateFormat],
      ['aa/bb/cccc', M.dateFormat],
      ['32/13/2026', M.dayOver31],
      ['32/01/2020', M.dayOver31],
      ['15/13/2026', M.monthOver12],
      ['15/13/2020', M.monthOver12],
      ['31/06/2026', M.dateFormat],
      ['31/02/2020', M.dateFormat],
      ['00/06/2026', M.dateFormat],
      ['15/00/2026', M.dateFormat],
      ['20/05/2026', null],
    ]);
  });
});

describe('pastDateField', () => {
  const schema = pastDateField();

  it('takes years from 1900 to the current one', () => {
    at('2026-05-10T09:00:00Z');
    expectEach(schema, [
      ['15/06/1985', null],
      ['01/01/1900', null],
      ['31/12/2026', null],
      ['31/12/1899', M.yearBelow1900],
      ['01/01/0050', M.yearBelow1900],
      ['01/01/2027', M.yearAboveCurrent],
      ['32/01/1985', M.dayOver31],
      ['01/13/1985', M.monthOver12],
      ['29/02/1985', M.dateFormat],
      ['29/02/1984', null],
      ['', M.required],
    ]);
  });

  it('the year turns in Moscow first', () => {
    at('2026-12-31T21:30:00Z'); // 00:30 on 1 January 2027 in Moscow
    expectEach(schema, [['01/01/2027', null]]);
  });

  it('may be optional', () => {
    expectEach(pastDateField({ required: false }), [['', null]]);
  });
});

describe('parseDate and moscowToday', () => {
  it('parse to comparable day numbers', () => {
    const today = moscowToday(new Date('2026-05-10T09:00:00Z'));
    expect(today).toEqual({ day: Date.UTC(2026, 4, 10) / 86_400_000, year: 2026, minutes: 12 * 60 });
    expect(parseDate('10/05/2026')).toEqual({ day: today.day, year: 2026 });
    expect(parseDate('29/02/2028')).toEqual({ day: Date.UTC(2028, 1, 29) / 86_400_000, year: 2028 });
    expect(parseDate('29/02/2027')).toEqual({ error: M.dateFormat });
    expect(moscowToday(new Date('2026-05-10T23:30:00Z')).day).toBe(today.day + 1);
  });
});

describe('visitTimeField', () => {
  const schema = visitTimeField();

  it('hour over 23 or minutes over 59 is a format error', () => {
    expectEach(schema, [
      ['24:00', M.format],
      ['12:60', M.format],
      ['25:99', M.format],
      ['9:00', M.format],
      ['ab:cd', M.format],
      ['0900', M.format],
      ['', M.required],
    ]);
  });

  it('outside 9:00-21:00 the manager does not work; the last visit starts at 20:30', () => {
    expectEach(schema, [
      ['00:00', M.workingHours],
      ['08:30', M.workingHours],
      ['08:59', M.workingHours],
      ['21:00', M.workingHours],
      ['21:30', M.workingHours],
      ['23:59', M.workingHours],
    ]);
  });

  it('minutes must be 00 or 30', () => {
    expectEach(schema, [
      ['09:15', M.halfHours],
      ['12:01', M.halfHours],
      ['20:45', M.halfHours],
      ['20:59', M.halfHours],
    ]);
  });

  it('accepts half-hour slots within working hours', () => {
    expectEach(schema, [
      ['09:00', null],
      ['12:30', null],
      ['20:30', null],
    ]);
    expect(parseTime('09:30')).toEqual({ minutes: 570 });
  });
});

describe('visitSlots', () => {
  it('lists 24 slots from 09:00 to 20:30 every 30 minutes, each valid', () => {
    const slots = visitSlots();
    expect(slots).toHaveLength(24);
    expect(slots[0]).toBe('09:00');
    expect(slots[1]).toBe('09:30');
    expect(slots.at(-1)).toBe('20:30');
    for (const slot of slots) expect(messages(visitTimeField(), slot)).toEqual([]);
  });
});
