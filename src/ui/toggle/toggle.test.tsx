import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toggle } from './toggle';

describe('Toggle', () => {
  afterEach(cleanup);

  it('is a labelled switch that reports the new state', () => {
    const onChange = vi.fn();
    render(<Toggle label="Не первый этаж" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Не первый этаж' }) as HTMLInputElement;
    expect(control.checked).toBe(false);
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows the on state and the disabled state', () => {
    render(<Toggle label="Только различия" checked onChange={vi.fn()} disabled />);
    const control = screen.getByRole('switch') as HTMLInputElement;
    expect(control.checked).toBe(true);
    expect(control.disabled).toBe(true);
  });
});
