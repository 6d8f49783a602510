import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox';
import { TextArea } from './text-area';
import { TextField } from './text-field';

const EMPTY = 'Пожалуйста, заполните это поле';

describe('TextField', () => {
  afterEach(cleanup);

  it('always has a label tied to the input', () => {
    render(<TextField label="Имя" />);
    expect(screen.getByLabelText('Имя').tagName).toBe('INPUT');
  });

  it('keeps a hidden label accessible', () => {
    const { container } = render(<TextField label="Поиск" hideLabel />);
    expect(screen.getByLabelText('Поиск')).toBeTruthy();
    expect(container.querySelector('label')?.className).toBe('visually-hidden');
  });

  it('shows the error under the field with an icon and marks the input invalid', () => {
    const { container } = render(<TextField label="Имя" error={EMPTY} hint="Как к вам обращаться" />);
    const input = screen.getByLabelText('Имя');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe(EMPTY);
    expect(message.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('[data-invalid]')).not.toBeNull();
    // The error replaces the hint.
    expect(screen.queryByText('Как к вам обращаться')).toBeNull();
  });

  it('describes a valid field by its hint only', () => {
    render(<TextField label="Email" hint="Пришлём подтверждение" aria-describedby="extra" />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    const [extra, own] = input.getAttribute('aria-describedby')!.split(' ');
    expect(extra).toBe('extra');
    expect(document.getElementById(own)?.textContent).toBe('Пришлём подтверждение');
  });

  it('passes input props, the disabled state and adornments', () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextField label="Цена" disabled leading="от" trailing="₽" onChange={onChange} maxLength={50} />,
    );
    const input = screen.getByLabelText('Цена') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.maxLength).toBe(50);
    expect(container.textContent).toContain('от');
    expect(container.textContent).toContain('₽');
    expect(container.querySelector('[data-disabled]')).not.toBeNull();
  });

  it('marks required fields', () => {
    render(<TextField label="Имя" required />);
    expect((screen.getByRole('textbox') as HTMLInputElement).required).toBe(true);
  });
});

describe('TextArea', () => {
  afterEach(cleanup);

  it('has a label, an error and the disabled state', () => {
    render(<TextArea label="Комментарий" error="Неверный формат" disabled />);
    const area = screen.getByLabelText('Комментарий') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.disabled).toBe(true);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('Неверный формат');
  });
});

describe('Checkbox', () => {
  afterEach(cleanup);

  it('is a native checkbox named by its label', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Я даю свое согласие на обработку персональных данных" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /согласие/ }) as HTMLInputElement;
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledOnce();
    expect(box.checked).toBe(true);
  });

  it('shows an error and the disabled state', () => {
    render(<Checkbox label="Согласие" error={EMPTY} disabled />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(EMPTY);
  });

  it('sets the indeterminate property', () => {
    render(<Checkbox label="Все" indeterminate />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });
});
