import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CheckboxGroup, toggleInList, type CheckboxGroupOption } from './checkbox-group';

const ROOMS: CheckboxGroupOption[] = [
  { label: 'Студия', value: 'studio', count: 24 },
  { label: '1', value: '1' },
  { label: '2', value: '2', disabled: true },
  { label: '4+', value: '4+' },
];

describe('CheckboxGroup', () => {
  afterEach(cleanup);

  it.each(['list', 'pills'] as const)('is a group of real checkboxes (%s)', (variant) => {
    const onChange = vi.fn();
    render(<CheckboxGroup legend="Комнаты" options={ROOMS} value={['1']} onChange={onChange} variant={variant} />);
    expect(screen.getByRole('group', { name: 'Комнаты' })).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false, false]);
    expect(boxes[2].disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '4+' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '4+']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Студия/ }));
    expect(onChange).toHaveBeenLastCalledWith(['studio', '1']);
    fireEvent.click(screen.getByRole('checkbox', { name: '1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows a facet count and an error on the group', () => {
    render(
      <CheckboxGroup
        legend="Комнаты"
        options={ROOMS}
        value={[]}
        onChange={vi.fn()}
        error="Выберите хотя бы один вариант"
      />,
    );
    expect(screen.getByRole('checkbox', { name: /^Студия\s*24$/ })).toBeTruthy();
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Выберите хотя бы один вариант',
    );
  });

  it('keeps the options order', () => {
    expect(toggleInList(['4+'], 'studio', true, ['studio', '1', '4+'])).toEqual(['studio', '4+']);
    expect(toggleInList(['studio', '4+'], 'studio', false, ['studio', '1', '4+'])).toEqual(['4+']);
  });
});
