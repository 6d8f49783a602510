import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_LEAD_KINDS } from './company-leads.ts';
import { FIELD_MESSAGES } from './lead-fields.ts';
import { LEAD_KINDS, LEAD_TYPES, leadSchema, type LeadType } from './leads.ts';
import { SALES_LEAD_KINDS } from './sales-leads.ts';

const KEY = '123e4567-e89b-42d3-a456-426614174000';
const FILE = '9b2c7a4e-1f3d-4c5b-8a6e-0d1f2e3c4b5a';
const UNION_MESSAGE = `Неизвестный тип заявки. Допустимые: ${LEAD_TYPES.join(', ')}`;

const person = { name: 'Иван', phone: '+7 (999) 123-45-67', email: 'ivan@mail.ru' };

/** A valid payload of every lead type (today is 10 May 2026 in Moscow). */
const SAMPLES: Record<LeadType, Record<string, unknown>> = {
  mailing: { name: 'Иванов Иван', email: 'ivan@mail.ru' },
  callback: { name: 'Иван', phone: person.phone, lot: 15, comment: 'Перезвоните после 18:00' },
  visit: { name: 'Иван', phone: person.phone, date: '12/05/2026', time: '10:30', project: 3 },
  lot_booking: { name: 'Иван', phone: person.phone, lot: '42' },
  partnership_brokers: { ...person, company: 'ООО «Брокер»', inn: '7707083893' },
  partnership_investors: { ...person, company: 'Фонд', comment: 'Интересует проект' },
  partnership_landowners: { ...person, location: 'Московская обл., д. Грибки, участок 5', area: '2 га' },
  tender: { ...person, tender: 7, company: 'ООО «Подряд»', inn: '7707083893', files: [FILE] },
  vacancy: { ...person, vacancy: 2, city: 'Москва', cv: FILE },
  anti_corruption: { message: 'Сообщаю о нарушении' },
};

function payload(type: string, extra: Record<string, unknown> = {}) {
  const sample = SAMPLES[type as LeadType] ?? {};
  return {
    type,
    idempotency_key: KEY,
    site: 'example.ru/contacts',
    yandex_token: 'dev-captcha-token',
    consent: true,
    ...sample,
    ...extra,
  };
}

function issues(value: unknown) {
  const result = leadSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('leadSchema', () => {
  it('has a sample for every type and an option for every type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LEAD_TYPES].sort());
    expect(leadSchema.options.map((option) => option.shape.type.value).sort()).toEqual([...LEAD_TYPES].sort());
  });

  it('each type has one row: the sales and the company tables never name the same type', () => {
    const sales = Object.keys(SALES_LEAD_KINDS);
    const company = Object.keys(COMPANY_LEAD_KINDS);
    expect(sales.filter((type) => company.includes(type))).toEqual([]);
    expect(LEAD_TYPES).toHaveLength(sales.length + company.length);
  });

  it.each(LEAD_TYPES)('%s: its row holds its own schema, a label and a success text', (type) => {
    const kind = LEAD_KINDS[type];
    expect(kind.schema.shape.type.value).toBe(type);
    expect(kind.label.trim()).not.toBe('');
    expect(kind.success.title.trim()).not.toBe('');
    expect(kind.success.text.trim()).not.toBe('');
  });

  it.each(LEAD_TYPES)('%s parses a valid sample', (type) => {
    const result = leadSchema.safeParse(payload(type));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.type).toBe(type);
  });

  it('fills defaults and reads ids written as digits', () => {
    const lead = leadSchema.parse({ type: 'lot_booking', idempotency_key: KEY, consent: true, ...SAMPLES.lot_booking });
    expect(lead).toMatchObject({ site: '', yandex_token: '', lot: 42 });
    expect(leadSchema.parse(payload('tender', { files: undefined }))).toMatchObject({ files: [] });
  });

  it('takes an id only as an integer or its decimal digits, nothing coerced', () => {
    for (const lot of [true, '0x3783', '1e4', [14211], ' 15', '', 1.5, 0, '-1', 2_147_483_648, null]) {
      expect(issues(payload('callback', { lot })), JSON.stringify(lot)).toEqual([
        { path: 'lot', message: FIELD_MESSAGES.format },
      ]);
    }
    expect(leadSchema.parse(payload('visit', { project: '0003' }))).toMatchObject({ project: 3 });
    expect(issues(payload('tender', { tender: false }))).toEqual([{ path: 'tender', message: FIELD_MESSAGES.format }]);
    expect(issues(payload('vacancy', { vacancy: { id: 2 } }))).toEqual([
      { path: 'vacancy', message: FIELD_MESSAGES.format },
    ]);
  });

  it('refuses NUL and lone surrogates in text fields with one message, before the field rules', () => {
    for (const [type, field] of [
      ['callback', 'name'],
      ['callback', 'comment'],
      ['mailing', 'email'],
      ['anti_corruption', 'message'],
    ] as const) {
      for (const text of ['a\u0000b', 'x\ud800', '\udc00y']) {
        expect(issues(payload(type, { [field]: text })), `${field} ${JSON.stringify(text)}`).toEqual([
          { path: field, message: FIELD_MESSAGES.invalidText },
        ]);
      }
    }
    expect(issues(payload('callback', { comment: 'Жду звонка 😀' }))).toEqual([]);
  });

  it('a wrong or missing type gives the Russian union message', () => {
    expect(issues(payload('unknown'))).toEqual([{ path: 'type', message: UNION_MESSAGE }]);
    expect(issues({ ...payload('mailing'), type: undefined })).toEqual([{ path: 'type', message: UNION_MESSAGE }]);
    expect(issues('not an object')).toEqual([{ path: '', message: UNION_MESSAGE }]);
  });

  it.each(LEAD_TYPES)('%s without consent gives the consent message', (type) => {
    expect(issues(payload(type, { consent: undefined }))).toEqual([
      { path: 'consent', message: FIELD_MESSAGES.consent },
    ]);
    expect(issues(payload(type, { consent: false }))).toEqual([{ path: 'consent', message: FIELD_MESSAGES.consent }]);
  });

  it('vacancy without a CV fails', () => {
    expect(issues(payload('vacancy', { cv: undefined }))).toEqual([{ path: 'cv', message: 'Прикрепите резюме' }]);
    expect(issues(payload('vacancy', { cv: 'resume.pdf' }))).toEqual([{ path: 'cv', message: 'Прикрепите резюме' }]);
  });

  it('reports field rules with their §5 messages', () => {
    expect(issues(payload('mailing', { name: 'Ivan Иванов', email: '' }))).toEqual([
      { path: 'name', message: FIELD_MESSAGES.oneLayout },
      { path: 'email', message: FIELD_MESSAGES.required },
    ]);
    expect(issues(payload('callback', { phone: '89991234567' }))).toEqual([
      { path: 'phone', message: FIELD_MESSAGES.format },
    ]);
    expect(issues(payload('visit', { date: '09/05/2026', time: '21:00' }))).toEqual([
      { path: 'date', message: FIELD_MESSAGES.pastDate },
      { path: 'time', message: FIELD_MESSAGES.workingHours },
    ]);
    expect(issues(payload('partnership_landowners', { location: 'Moscow region' }))).toEqual([
      { path: 'location', message: FIELD_MESSAGES.cyrillicOnly },
    ]);
    expect(issues(payload('tender', { inn: '500100732259' }))).toEqual([
      { path: 'inn', message: FIELD_MESSAGES.format },
    ]);
    expect(issues(payload('vacancy', { city: 'Москва 2' }))).toEqual([
      { path: 'city', message: FIELD_MESSAGES.lettersOnly },
    ]);
  });

  it('the newsletter wants a first and last name, not a first name alone', () => {
    expect(issues(payload('mailing', { name: 'Иван' }))).toEqual([{ path: 'name', message: FIELD_MESSAGES.fullName }]);
    expect(issues(payload('mailing', { name: 'Иван Петров' }))).toEqual([]);
  });

  it('newsletter name and email are capped at 50', () => {
    expect(issues(payload('mailing', { name: 'я'.repeat(51) }))).toEqual([
      { path: 'name', message: FIELD_MESSAGES.maxLength(50) },
    ]);
  });

  it('an anonymous anti-corruption report needs only the message', () => {
    expect(issues(payload('anti_corruption', { message: '' }))).toEqual([
      { path: 'message', message: FIELD_MESSAGES.required },
    ]);
    expect(issues(payload('anti_corruption', { name: '', phone: '', email: '' }))).toEqual([]);
  });

  it('requires an idempotency key', () => {
    expect(issues(payload('mailing', { idempotency_key: 'x' }))).toEqual([
      { path: 'idempotency_key', message: 'Ключ повтора — UUID' },
    ]);
  });
});

describe('visit time today', () => {
  it('refuses a slot of today that has already begun, in Moscow time', () => {
    vi.useFakeTimers();
    // 12:10 in Moscow (UTC+3).
    vi.setSystemTime(new Date('2026-11-22T09:10:00Z'));
    const base = {
      type: 'visit',
      idempotency_key: '5f0c4a2e-8a7b-4c1d-9e2f-3a4b5c6d7e8f',
      name: 'Анна',
      phone: '+7 (999) 123-45-67',
      date: '22/11/2026',
      consent: true,
    } as const;
    const past = leadSchema.safeParse({ ...base, time: '12:00' });
    expect(past.success).toBe(false);
    expect(past.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['time', 'Дата должна быть позже текущей'],
    ]);
    expect(leadSchema.safeParse({ ...base, time: '12:30' }).success).toBe(true);
    vi.useRealTimers();
  });
});
