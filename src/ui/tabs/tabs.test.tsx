import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, nextEnabledTab, type TabItem } from './tabs';

const ITEMS: TabItem[] = [
  { id: 'flats', label: 'Квартиры', panel: <p>Список квартир</p> },
  { id: 'parking', label: 'Машино-места', disabled: true, panel: <p>Паркинг</p> },
  { id: 'storage', label: 'Кладовые', panel: <p>Кладовые помещения</p> },
  { id: 'commerce', label: 'Коммерция', panel: <p>Помещения</p> },
];

function Controlled({
  onChange = vi.fn(),
  activation,
}: {
  onChange?: (id: string) => void;
  activation?: 'auto' | 'manual';
}) {
  const [value, setValue] = useState('flats');
  return (
    <Tabs
      label="Тип лота"
      items={ITEMS}
      value={value}
      activation={activation}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  afterEach(cleanup);

  it('renders a labelled tablist with the active tab selected and its panel', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Тип лота' })).toBeTruthy();
    expect(tab('Квартиры').getAttribute('aria-selected')).toBe('true');
    expect(tab('Кладовые').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Список квартир');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Квартиры').id);
    expect(tab('Квартиры').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('keeps one tab in the Tab order (roving tabindex)', () => {
    render(<Controlled />);
    const indexes = screen.getAllByRole('tab').map((element) => element.getAttribute('tabindex'));
    expect(indexes).toEqual(['0', '-1', '-1', '-1']);
  });

  it('selects on click, but not a disabled tab', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(tab('Машино-места'));
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('Машино-места').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(tab('Кладовые'));
    expect(onChange).toHaveBeenCalledWith('storage');
    expect(screen.getByRole('tabpanel').textContent).toBe('Кладовые помещения');
    expect(tab('Кладовые').getAttribute('tabindex')).toBe('0');
  });

  it('moves with the arrows, skipping disabled tabs and wrapping round', () => {
    render(<Controlled />);
    tab('Квартиры').focus();
    fireEvent.keyDown(tab('Квартиры'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Кладовые'));
    expect(tab('Кладовые').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Кладовые'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Квартиры'));
    fireEvent.keyDown(tab('Квартиры'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Коммерция'));
    fireEvent.keyDown(tab('Коммерция'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Квартиры'));
    fireEvent.keyDown(tab('Квартиры'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Коммерция'));
  });

  it('moves focus only in manual activation', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} activation="manual" />);
    tab('Квартиры').focus();
    fireEvent.keyDown(tab('Квартиры'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Кладовые'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('Кладовые'));
    expect(onChange).toHaveBeenCalledWith('storage');
  });

  it('puts the first enabled tab in the Tab order when the value matches none', () => {
    render(<Tabs label="Тип" items={ITEMS.slice(1)} value="parking" onChange={vi.fn()} />);
    expect(tab('Кладовые').getAttribute('tabindex')).toBe('0');
    expect(tab('Машино-места').getAttribute('aria-selected')).toBe('false');
  });

  it('brings the selected tab into a row wider than its box (a building chosen on the genplan)', () => {
    // jsdom lays nothing out: a 300 px row of 150 px tabs, 600 px of content.
    const restore = mockRowGeometry();
    try {
      const { rerender } = render(<Tabs label="Корпуса" items={ITEMS} value="commerce" onChange={vi.fn()} />);
      const row = screen.getByRole('tablist');
      // «Коммерция» spans 450–590 px: scrolled so it ends 40 px (the faded edge) before the row's right edge.
      expect(row.scrollLeft).toBe(590 + 40 - 300);
      rerender(<Tabs label="Корпуса" items={ITEMS} value="flats" onChange={vi.fn()} />);
      expect(row.scrollLeft).toBe(0);
    } finally {
      restore();
    }
  });

  it('finds the next enabled tab', () => {
    const list = [{}, { disabled: true }, {}];
    expect(nextEnabledTab(list, 0, 1)).toBe(2);
    expect(nextEnabledTab(list, 2, 1)).toBe(0);
    expect(nextEnabledTab(list, 0, -1)).toBe(2);
    expect(nextEnabledTab([{ disabled: true }], 0, 1)).toBe(0);
  });
});

/** Layout numbers jsdom does not compute: the tab list is 300 px wide with 600 px of tabs, each 140 px wide every 150 px. */
function mockRowGeometry(): () => void {
  const proto = HTMLElement.prototype;
  // Own descriptors of HTMLElement.prototype (most of these live on Element.prototype and are only shadowed here).
  const names = ['scrollWidth', 'clientWidth', 'offsetLeft', 'offsetWidth', 'scrollLeft'];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const isRow = (element: HTMLElement) => element.getAttribute('role') === 'tablist';
  const tabIndex = (element: HTMLElement) => [...(element.parentElement?.children ?? [])].indexOf(element);
  const scrolled = new WeakMap<HTMLElement, number>();
  Object.defineProperties(proto, {
    scrollWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return isRow(this) ? 600 : 0;
      },
    },
    clientWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return isRow(this) ? 300 : 0;
      },
    },
    offsetLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'tab' ? tabIndex(this) * 150 : 0;
      },
    },
    offsetWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'tab' ? 140 : 0;
      },
    },
    scrollLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return scrolled.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        scrolled.set(this, value);
      },
    },
  });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}
