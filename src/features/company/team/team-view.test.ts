import { describe, expect, it } from 'vitest';
import { departmentOptions, parseDepartments, teamSummary, withDepartments } from './team-view';

describe('team filter model', () => {
  it('reads known departments from the address in a fixed order and drops the rest', () => {
    expect(parseDepartments('service,sales,astronauts, design')).toEqual(['sales', 'design', 'service']);
    expect(parseDepartments(null)).toEqual([]);
    expect(parseDepartments('')).toEqual([]);
  });

  it('writes the departments into the query and keeps other parameters', () => {
    const params = new URLSearchParams('utm_source=mail&department=sales');
    expect(withDepartments(params, ['sales', 'service']).toString()).toBe('utm_source=mail&department=sales%2Cservice');
    expect(withDepartments(params, []).toString()).toBe('utm_source=mail');
    expect(params.get('department')).toBe('sales');
  });

  it('makes checkbox options from the facets, hiding empty departments', () => {
    const options = departmentOptions({
      facets: {
        department: [
          { value: 'management', label: 'Руководство', count: 5 },
          { value: 'sales', label: 'Продажи', count: 0, disabled: true },
          { value: 'design', label: 'Проектирование', count: 2 },
        ],
      },
    });
    expect(options.map((option) => option.value)).toEqual([
      'management',
      'construction',
      'design',
      'marketing',
      'service',
    ]);
    expect(options[0]).toEqual({ value: 'management', label: 'Руководство', count: 5, disabled: false });
    expect(options[1]).toEqual({ value: 'construction', label: 'Строительство' });
    expect(departmentOptions(undefined)).toHaveLength(6);
  });

  it('says how many people in how many departments with Russian plurals', () => {
    expect(teamSummary(1, 1)).toBe('1\u00a0человек в\u00a01\u00a0отделе');
    expect(teamSummary(3, 2)).toBe('3\u00a0человека в\u00a02\u00a0отделах');
    expect(teamSummary(19, 6)).toBe('19\u00a0человек в\u00a06\u00a0отделах');
    expect(teamSummary(21, 11)).toBe('21\u00a0человек в\u00a011\u00a0отделах');
  });
});
