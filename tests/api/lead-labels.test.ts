/**
 * The letters' and CSV's field labels come from src/schemas (the common table
 * and a lead type's own row), not from a server list: the order stays the
 * table's, a type's own label takes its key's place, unknown keys follow sorted.
 */
import { describe, expect, it } from 'vitest';
import { leadFields, leadTypeLabel } from '../../server/services/leads/labels.ts';
import { LEAD_FIELD_LABELS } from '../../src/schemas/lead-field-labels.ts';
import { LEAD_KINDS, LEAD_TYPES } from '../../src/schemas/leads.ts';

describe('lead labels for the sales team', () => {
  it('names every lead type from its row, and an unknown stored type as it is', () => {
    for (const type of LEAD_TYPES) expect(leadTypeLabel(type)).toBe(LEAD_KINDS[type].label);
    expect(leadTypeLabel('booking')).toBe('booking');
  });

  it('lists a lead’s fields in the table’s order, plumbing hidden, unknown keys after', () => {
    const fields = leadFields({
      type: 'visit',
      idempotency_key: 'k',
      site: 'example.ru/',
      zeta: 'z',
      time: '12:30',
      date: '12/05/2026',
      phone: '+7 (999) 123-45-67',
      name: 'Анна',
      consent: true,
    });
    expect(fields.map((field) => `${field.label}: ${field.value}`)).toEqual([
      `${LEAD_FIELD_LABELS.name}: Анна`,
      `${LEAD_FIELD_LABELS.phone}: +7 (999) 123-45-67`,
      'Дата показа: 12/05/2026',
      'Время показа: 12:30',
      'Согласие на обработку данных: да',
      'zeta: z',
    ]);
  });
});
