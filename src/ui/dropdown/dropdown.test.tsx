import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Dropdown } from './dropdown';
import { SUBMENU_CLOSE_DELAY_MS, useDropdownGroup } from './use-dropdown-group';

const ITEMS = [
  { key: 1, label: 'Северин Остоженка', to: '/projects/ostozhenka' },
  { key: 2, label: 'Северин Замоскворечье', to: '/projects/zamoskvorechye' },
];

function Projects() {
  const group = useDropdownGroup();
  return <Dropdown id="projects" label="Проекты" to="/projects" items={ITEMS} group={group} />;
}

function setup() {
  render(
    <MemoryRouter>
      <Projects />
    </MemoryRouter>,
  );
  const chevron = screen.getByRole('button', { name: /^Проекты: / });
  return { chevron, root: chevron.parentElement! };
}

/** A pointer click: `detail` 1, as browsers send it (the keyboard sends 0). */
const click = (element: HTMLElement) => fireEvent.click(element, { detail: 1 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Dropdown', () => {
  it('a click that follows the hover that opened the list keeps it open; the next one closes it', () => {
    const { chevron, root } = setup();
    fireEvent.mouseEnter(root);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
  });

  it('an entry into a list already open does not swallow the click that closes it', () => {
    const { chevron, root } = setup();
    click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    // The browser re-sends mouseenter after the header re-renders under a still pointer.
    fireEvent.mouseEnter(root);
    click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles from the keyboard whatever the pointer did', () => {
    const { chevron, root } = setup();
    fireEvent.mouseEnter(root);
    fireEvent.click(chevron, { detail: 0 });
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when keyboard focus leaves it, unless focus comes back within the close delay', () => {
    vi.useFakeTimers();
    const { chevron } = setup();
    fireEvent.click(chevron, { detail: 0 });
    const link = screen.getByRole('link', { name: 'Северин Остоженка' });
    act(() => link.focus());
    // Focus leaves for a moment (another window, a script) and comes back.
    act(() => link.blur());
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS + 50));
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    // Focus that stays away closes it after the delay.
    act(() => link.blur());
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS + 50));
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list and gives focus back to its button, which keeps it closed', () => {
    const { chevron } = setup();
    fireEvent.click(chevron, { detail: 0 });
    const link = screen.getByRole('link', { name: 'Северин Остоженка' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.activeElement).toBe(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
  });
});
