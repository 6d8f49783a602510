import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Slider, type SliderProps, type SliderValue } from './slider';

// The rail is 200 px wide from x = 100: value = (clientX - 100) / 2 on 0–100.
const RECT = { left: 100, width: 200, top: 0, right: 300, bottom: 4, height: 4, x: 100, y: 0, toJSON: () => ({}) };

function Controlled<V extends SliderValue>(
  props: Omit<SliderProps<V>, 'onChange'> & { onChange?: (value: V) => void },
) {
  const [value, setValue] = useState<V>(props.value);
  return (
    <Slider<V>
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const rail = () => screen.getByTestId('slider-rail');
const track = () => rail().parentElement!;
const sliders = () => screen.getAllByRole('slider');
const down = (target: Element, x: number) => fireEvent.pointerDown(target, { clientX: x, pointerId: 1, button: 0 });
const move = (x: number) => fireEvent.pointerMove(track(), { clientX: x, pointerId: 1 });
const up = (x: number) => fireEvent.pointerUp(track(), { clientX: x, pointerId: 1 });

describe('Slider', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(RECT as DOMRect);
  });
  afterEach(cleanup);

  it('exposes role=slider with its value and bounds', () => {
    render(<Slider label="Этаж" min={1} max={24} value={5} formatValue={(v) => `${v} этаж`} />);
    const [thumb] = sliders();
    expect(thumb.getAttribute('aria-valuenow')).toBe('5');
    expect(thumb.getAttribute('aria-valuemin')).toBe('1');
    expect(thumb.getAttribute('aria-valuemax')).toBe('24');
    expect(thumb.getAttribute('aria-valuetext')).toBe('5 этаж');
    expect(thumb.getAttribute('aria-label')).toBe('Этаж');
    expect(thumb.getAttribute('tabindex')).toBe('0');
  });

  it('clamps the value between min and max', () => {
    render(<Slider label="Этаж" min={1} max={24} value={40} />);
    expect(sliders()[0].getAttribute('aria-valuenow')).toBe('24');
  });

  it('puts the lower value of a range first and limits each handle by the other', () => {
    render(<Slider label="Цена" min={0} max={100} value={[70, 20]} />);
    const [lower, upper] = sliders();
    expect(lower.getAttribute('aria-valuenow')).toBe('20');
    expect(upper.getAttribute('aria-valuenow')).toBe('70');
    expect(lower.getAttribute('aria-valuemax')).toBe('70');
    expect(upper.getAttribute('aria-valuemin')).toBe('20');
    expect(lower.getAttribute('aria-label')).toBe('Цена, от');
    expect(upper.getAttribute('aria-label')).toBe('Цена, до');
  });

  it('logs an error when min exceeds max', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Slider label="Цена" min={10} max={5} value={7} />);
    expect(error).toHaveBeenCalledWith('Slider: min (10) is greater than max (5)');
  });

  it('moves with the arrow keys and fires change on each press', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    render(<Controlled label="Этаж" min={0} max={10} value={5} onChange={onChange} onInput={onInput} />);
    const [thumb] = sliders();
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(onInput).toHaveBeenLastCalledWith(6);
    fireEvent.keyDown(thumb, { key: 'ArrowDown' });
    fireEvent.keyDown(thumb, { key: 'ArrowDown' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('4');
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(10);
    onChange.mockClear();
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps decimal precision from the step', () => {
    const onChange = vi.fn();
    render(<Controlled label="Потолки" min={2.5} max={4} step={0.05} value={2.7} onChange={onChange} />);
    fireEvent.keyDown(sliders()[0], { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(2.75);
  });

  it('stops a range handle at the other one on the keyboard', () => {
    const onChange = vi.fn();
    render(
      <Controlled<readonly [number, number]>
        label="Цена"
        min={0}
        max={100}
        step={10}
        value={[40, 50]}
        onChange={onChange}
      />,
    );
    fireEvent.keyDown(sliders()[0], { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith([50, 50]);
    onChange.mockClear();
    fireEvent.keyDown(sliders()[0], { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves the nearest handle on a rail click and fires change once', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    render(
      <Controlled<readonly [number, number]>
        label="Цена"
        min={0}
        max={100}
        value={[20, 80]}
        onChange={onChange}
        onInput={onInput}
      />,
    );
    down(rail(), 100 + 2 * 65); // 65 is nearer to 80
    expect(onInput).toHaveBeenLastCalledWith([20, 65]);
    expect(onChange).not.toHaveBeenCalled();
    up(100 + 2 * 65);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith([20, 65]);
    expect(sliders()[1].getAttribute('aria-valuenow')).toBe('65');
    down(rail(), 100 + 2 * 30);
    up(100 + 2 * 30);
    expect(onChange).toHaveBeenLastCalledWith([30, 65]);
  });

  it('reports input while dragging and change only when the drag ends', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    render(<Controlled label="Площадь" min={0} max={100} value={50} onChange={onChange} onInput={onInput} />);
    down(sliders()[0], 200); // press on the handle itself: nothing moves yet
    expect(onInput).not.toHaveBeenCalled();
    move(240);
    move(260);
    expect(onInput).toHaveBeenLastCalledWith(80);
    expect(onChange).not.toHaveBeenCalled();
    expect(sliders()[0].getAttribute('aria-valuenow')).toBe('80');
    expect(sliders()[0].hasAttribute('data-dragging')).toBe(true);
    up(260);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(80);
    expect(sliders()[0].hasAttribute('data-dragging')).toBe(false);
  });

  it('clamps a drag past the ends and snaps to the step', () => {
    const onChange = vi.fn();
    render(<Controlled label="Площадь" min={0} max={100} step={10} value={50} onChange={onChange} />);
    down(sliders()[0], 200);
    move(5000);
    up(5000);
    expect(onChange).toHaveBeenLastCalledWith(100);
    down(rail(), 100 + 2 * 33);
    up(100 + 2 * 33);
    expect(onChange).toHaveBeenLastCalledWith(30);
  });

  it('does not fire change for a drag that ends where it started', () => {
    const onChange = vi.fn();
    render(<Controlled label="Площадь" min={0} max={100} value={50} onChange={onChange} />);
    down(sliders()[0], 200);
    up(200);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('separates stacked handles in the direction of the drag', () => {
    const onChange = vi.fn();
    render(
      <Controlled<readonly [number, number]> label="Цена" min={0} max={100} value={[50, 50]} onChange={onChange} />,
    );
    down(sliders()[1], 200);
    move(160);
    up(160);
    expect(onChange).toHaveBeenLastCalledWith([30, 50]);
  });

  it('renders marks and the tooltip modes', () => {
    const { container, rerender } = render(
      <Slider
        label="Этаж"
        min={0}
        max={30}
        value={10}
        marks={[0, 10, 30, 50]}
        tooltip="always"
        formatValue={(v) => `${v} эт.`}
      />,
    );
    expect(container.textContent).toContain('0 эт.10 эт.30 эт.');
    expect(container.querySelector('[data-tooltip="always"]')).not.toBeNull();
    rerender(<Slider label="Этаж" min={0} max={30} value={10} tooltip="never" />);
    expect(sliders()[0].textContent).toBe('');
  });

  it('ignores the pointer and the keyboard when disabled', () => {
    const onChange = vi.fn();
    render(<Slider label="Этаж" min={0} max={10} value={5} onChange={onChange} disabled />);
    const [thumb] = sliders();
    expect(thumb.getAttribute('aria-disabled')).toBe('true');
    expect(thumb.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    down(rail(), 250);
    up(250);
    expect(onChange).not.toHaveBeenCalled();
  });
});
