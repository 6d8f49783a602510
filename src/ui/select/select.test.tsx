import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Select, SELECT_MAX_HEIGHT_COMPACT, type SelectOption, type SelectValue } from './select';

const ROOMS: SelectOption[] = [
  { label: 'Любая', value: '' },
  { label: 'Студия', value: 'studio', displayName: 'Ст.' },
  { label: '1-комнатная', value: '1', displayName: '1' },
  { label: '2-комнатная', value: '2', disabled: true },
  { label: '3-комнатная', value: '3', displayName: '3' },
];

const PROJECTS: SelectOption[] = [
  { label: 'Все проекты', value: null, reset: true },
  {
    label: 'Северин Парк',
    value: 'park',
    menu: [
      { label: 'Корпус 1', value: 11 },
      { label: 'Корпус 2', value: 12 },
    ],
  },
  { label: 'Северин Сити', value: 7 },
];

function Single({
  onChange = vi.fn(),
  options = ROOMS,
}: {
  onChange?: (value: SelectValue | null) => void;
  options?: SelectOption[];
}) {
  const [value, setValue] = useState<SelectValue | null>(null);
  return (
    <Select
      label="Комнаты"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Multiple({ initial = [] as SelectValue[], options = ROOMS }) {
  const [value, setValue] = useState<SelectValue[]>(initial);
  return <Select label="Комнаты" multiple options={options} value={value} onChange={setValue} />;
}

const combo = () => screen.getByRole('combobox', { name: 'Комнаты' });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const isOpen = () => combo().getAttribute('aria-expanded') === 'true';
const option = (name: string) => within(listbox()).getByRole('option', { name, hidden: true });
const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });
const root = () => combo().parentElement!;
const key = (name: string) => fireEvent.keyDown(combo(), { key: name });

describe('Select: mouse', () => {
  afterEach(cleanup);

  it('opens on mouse-over and closes on mouse-leave', () => {
    render(<Single />);
    expect(isOpen()).toBe(false);
    expect(listbox().closest('[hidden]')).not.toBeNull();
    hover(root());
    expect(isOpen()).toBe(true);
    expect(listbox().closest('[hidden]')).toBeNull();
    leave(root());
    expect(isOpen()).toBe(false);
  });

  it('does not open when it arrives under a resting mouse, only when the mouse moves over it', () => {
    render(<Single />);
    // What the browser sends when a sheet opens or the page scrolls under a mouse that does not move.
    fireEvent.pointerOver(root(), { pointerType: 'mouse' });
    fireEvent.pointerEnter(root(), { pointerType: 'mouse' });
    expect(isOpen()).toBe(false);
    hover(root());
    expect(isOpen()).toBe(true);
  });

  it('stays closed after a pick until the mouse leaves and comes back', () => {
    render(<Single />);
    hover(root());
    fireEvent.click(option('Студия'));
    expect(isOpen()).toBe(false);
    hover(root());
    expect(isOpen()).toBe(false);
    leave(root());
    hover(root());
    expect(isOpen()).toBe(true);
  });

  it('ignores touch hover; a tap toggles', () => {
    render(<Single />);
    fireEvent.pointerMove(root(), { pointerType: 'touch' });
    expect(isOpen()).toBe(false);
    fireEvent.click(combo());
    expect(isOpen()).toBe(true);
    fireEvent.click(combo());
    expect(isOpen()).toBe(false);
  });

  it('a click on a hover-opened select keeps it open', () => {
    render(<Single />);
    hover(root());
    fireEvent.click(combo());
    expect(isOpen()).toBe(true);
  });

  it('closes on pick for a single choice and shows the displayName', () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    hover(root());
    fireEvent.click(option('Студия'));
    expect(onChange).toHaveBeenCalledWith('studio');
    expect(isOpen()).toBe(false);
    expect(combo().textContent).toBe('Ст.');
    expect(option('Студия').getAttribute('aria-selected')).toBe('true');
  });

  it('toggles in a multiple choice, stays open, and the empty value clears the list', () => {
    render(<Multiple />);
    hover(root());
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    expect(combo().textContent).toBe('Любая');
    fireEvent.click(option('Студия'));
    fireEvent.click(option('3-комнатная'));
    expect(isOpen()).toBe(true);
    expect(combo().textContent).toBe('Ст., 3');
    expect(option('Любая').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(option('Студия'));
    expect(combo().textContent).toBe('3');
    fireEvent.click(option('Любая'));
    expect(combo().textContent).toBe('Любая');
    expect(option('3-комнатная').getAttribute('aria-selected')).toBe('false');
    expect(option('Любая').getAttribute('aria-selected')).toBe('true');
  });

  it('never picks a disabled option', () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    hover(root());
    expect(option('2-комнатная').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('2-комнатная'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside', () => {
    render(<Single />);
    fireEvent.click(combo());
    fireEvent.pointerDown(document.body);
    expect(isOpen()).toBe(false);
  });

  it('does nothing when disabled', () => {
    render(<Select label="Комнаты" options={ROOMS} value={null} onChange={vi.fn()} disabled />);
    hover(root());
    fireEvent.click(combo());
    expect(isOpen()).toBe(false);
    expect(combo().getAttribute('aria-disabled')).toBe('true');
    expect(combo().getAttribute('tabindex')).toBe('-1');
  });
});

describe('Select: keyboard and semantics', () => {
  afterEach(cleanup);

  it('is a labelled combobox that controls a listbox', () => {
    render(<Single />);
    expect(combo().getAttribute('aria-haspopup')).toBe('listbox');
    expect(combo().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('aria-labelledby')).toBe(combo().getAttribute('aria-labelledby'));
    expect(combo().getAttribute('tabindex')).toBe('0');
  });

  it('opens with ArrowDown, moves past disabled options, picks with Enter', () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    key('ArrowDown');
    expect(isOpen()).toBe(true);
    const active = () => document.getElementById(combo().getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Любая');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('1-комнатная');
    key('ArrowDown');
    expect(active()).toBe('3-комнатная');
    key('ArrowUp');
    expect(active()).toBe('1-комнатная');
    key('Enter');
    expect(onChange).toHaveBeenCalledWith('1');
    expect(isOpen()).toBe(false);
  });

  it('toggles with Space in a multiple choice and closes with Escape', () => {
    render(<Multiple />);
    key(' ');
    expect(isOpen()).toBe(true);
    key('End');
    key(' ');
    expect(combo().textContent).toBe('3');
    expect(isOpen()).toBe(true);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    act(() => {
      combo().dispatchEvent(escape);
    });
    document.removeEventListener('keydown', outer);
    expect(isOpen()).toBe(false);
    // Escape stays with the select: a modal around it must not close.
    expect(outer).not.toHaveBeenCalled();
  });

  it('jumps to an option by its first letter', () => {
    render(<Single />);
    key('с');
    expect(document.getElementById(combo().getAttribute('aria-activedescendant')!)?.textContent).toBe('Студия');
  });

  it('closes when focus leaves with Tab', () => {
    render(<Single />);
    key('ArrowDown');
    key('Tab');
    expect(isOpen()).toBe(false);
  });

  it('shows an error with aria-invalid and limits the list height', () => {
    render(
      <Select
        label="Комнаты"
        options={ROOMS}
        value={null}
        onChange={vi.fn()}
        error="Поле некорректно"
        maxHeight={SELECT_MAX_HEIGHT_COMPACT}
      />,
    );
    expect(combo().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combo().getAttribute('aria-describedby')!)?.textContent).toBe('Поле некорректно');
    expect(listbox().style.getPropertyValue('--select-max-height')).toBe('30.4rem');
  });

  it('uses the 32rem list height by default and the placeholder when nothing is chosen', () => {
    render(<Select label="Комнаты" options={ROOMS.slice(1)} value={null} onChange={vi.fn()} placeholder="Выберите" />);
    expect(listbox().style.getPropertyValue('--select-max-height')).toBe('32rem');
    expect(combo().textContent).toBe('Выберите');
  });
});

describe('Select: nested menu', () => {
  afterEach(cleanup);

  it('shows a nested menu as a labelled group that opens on hover', () => {
    const onChange = vi.fn();
    render(<Single options={PROJECTS} onChange={onChange} />);
    hover(root());
    const group = within(listbox()).getByRole('group', { name: 'Северин Парк' });
    const items = group.querySelector('[hidden]');
    expect(items).not.toBeNull();
    // Inside the open list a nested menu opens as the mouse enters its heading.
    fireEvent.pointerEnter(document.getElementById(group.getAttribute('aria-labelledby')!)!, { pointerType: 'mouse' });
    expect(group.querySelector('[hidden]')).toBeNull();
    fireEvent.click(within(group).getByRole('option', { name: 'Корпус 2' }));
    expect(onChange).toHaveBeenCalledWith(12);
    expect(combo().textContent).toBe('Корпус 2');
  });

  it('opens a nested menu when the keyboard reaches it', () => {
    render(<Single options={PROJECTS} />);
    key('ArrowDown');
    key('ArrowDown');
    const group = within(listbox()).getByRole('group', { name: 'Северин Парк' });
    expect(group.querySelector('[hidden]')).toBeNull();
    expect(document.getElementById(combo().getAttribute('aria-activedescendant')!)?.textContent).toBe('Корпус 1');
  });

  it('picking the reset option of a nested multiple choice clears it', () => {
    render(<Multiple options={PROJECTS} initial={[11, 7]} />);
    expect(combo().textContent).toBe('Корпус 1, Северин Сити');
    hover(root());
    fireEvent.click(option('Все проекты'));
    expect(combo().textContent).toBe('Все проекты');
  });
});
