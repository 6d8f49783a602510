import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { NumberInput, type NumberInputProps } from './number-input';

function Controlled({ initial = null, ...props }: Partial<NumberInputProps> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberInput
        label="Цена от"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

/** Expected text written with plain spaces: the field puts U+00A0 between groups. */
const ru = (text: string) => text.replace(/ /g, '\u00a0');
const field = () => screen.getByLabelText('Цена от') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('NumberInput', () => {
  afterEach(cleanup);

  it('shows the value with thousands separated by no-break spaces', () => {
    render(<Controlled initial={1234567} />);
    expect(field().value).toBe(ru('1 234 567'));
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });

  it('strips letters, groups digits and reports the number while typing', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.focus(field());
    type('12a34b5');
    expect(field().value).toBe(ru('12 345'));
    expect(onChange).toHaveBeenLastCalledWith(12345);
  });

  it('keeps an unfinished decimal while focused and cuts extra decimals', () => {
    render(<Controlled />);
    fireEvent.focus(field());
    type('45.');
    expect(field().value).toBe('45,');
    type('45.678');
    expect(field().value).toBe('45,67');
    expect(screen.getByTestId('value').textContent).toBe('45.67');
  });

  it('takes a point or a comma and always shows a comma, 2 decimals', () => {
    render(<Controlled />);
    fireEvent.focus(field());
    type('53.9');
    expect(field().value).toBe('53,9');
    fireEvent.blur(field());
    expect(field().value).toBe('53,9');
    fireEvent.focus(field());
    type('53,95');
    fireEvent.blur(field());
    expect(field().value).toBe('53,95');
    expect(screen.getByTestId('value').textContent).toBe('53.95');
  });

  it('keeps at most 6 digits and removes leading zeros', () => {
    render(<Controlled />);
    fireEvent.focus(field());
    type('0001234567');
    expect(field().value).toBe(ru('123 456'));
  });

  it('refuses a minus by default and allows it at the start otherwise', () => {
    render(<Controlled />);
    fireEvent.focus(field());
    type('-50');
    expect(field().value).toBe('50');
    cleanup();
    render(<Controlled positiveOnly={false} />);
    fireEvent.focus(field());
    type('-5-0');
    expect(field().value).toBe('-50');
    expect(screen.getByTestId('value').textContent).toBe('-50');
  });

  it('reports the default for empty or zero text and resets the text on blur', () => {
    const onCommit = vi.fn();
    render(<Controlled initial={300} defaultValue={100} onCommit={onCommit} />);
    fireEvent.focus(field());
    type('');
    expect(field().value).toBe('');
    expect(screen.getByTestId('value').textContent).toBe('100');
    fireEvent.blur(field());
    expect(field().value).toBe('100');
    expect(onCommit).toHaveBeenCalledWith(100);
    fireEvent.focus(field());
    type('0');
    fireEvent.blur(field());
    expect(field().value).toBe('100');
  });

  it('resets to 0 by default', () => {
    render(<Controlled initial={5} />);
    fireEvent.focus(field());
    type('');
    fireEvent.blur(field());
    expect(field().value).toBe('0');
    expect(screen.getByTestId('value').textContent).toBe('0');
  });

  it('changes nothing when focused and left without an edit', () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    render(<NumberInput label="Цена от" value={null} onChange={onChange} onCommit={onCommit} placeholder="18,5" />);
    fireEvent.focus(field());
    fireEvent.blur(field());
    expect(field().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('tidies the text on blur', () => {
    render(<Controlled />);
    fireEvent.focus(field());
    type('12.');
    fireEvent.blur(field());
    expect(field().value).toBe('12');
  });

  it('blurs on Enter, which commits', () => {
    const onCommit = vi.fn();
    render(<Controlled onCommit={onCommit} />);
    field().focus();
    type('2500');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(document.activeElement).not.toBe(field());
    expect(onCommit).toHaveBeenCalledWith(2500);
  });

  it('takes a custom delimiter, decimal mark and length', () => {
    render(<Controlled delimiter="," decimalMark="." decimals={0} maxLength={9} />);
    fireEvent.focus(field());
    type('1234567.89');
    expect(field().value).toBe('123,456,789');
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });

  it('has the error state and the disabled state of the kit', () => {
    render(<NumberInput label="Цена от" value={1} error="Неверный формат" disabled />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().disabled).toBe(true);
  });
});
