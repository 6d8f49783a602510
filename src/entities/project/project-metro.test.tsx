import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MetroEntry } from '@/schemas/lots';
import { ProjectMetro } from './project-metro';

const entry = (name: string, line: string, time: number): MetroEntry => ({
  is_not_a_metro: false,
  time,
  metro_station: { name, line: { name: line, color: '#EF161E' } },
  type: { name: 'walk', icon_content: '' },
});

afterEach(cleanup);

describe('ProjectMetro', () => {
  it('shows the line of a station name listed twice, and keeps it for screen readers only otherwise', () => {
    render(
      <ProjectMetro
        entries={[
          entry('Кропоткинская', 'Сокольническая', 6),
          entry('Парк культуры', 'Сокольническая', 9),
          entry('Парк культуры', 'Кольцевая', 10),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    const line = (index: number) => items[index]!.querySelector('span:not([aria-hidden]) > span')!;
    expect(line(0).className).toBe('visually-hidden');
    expect(line(1).className).not.toBe('visually-hidden');
    expect(line(2).className).not.toBe('visually-hidden');
    expect(items[2]!.textContent).toContain('Парк культуры (Кольцевая)');
  });
});
