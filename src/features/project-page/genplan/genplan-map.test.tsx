import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '@/entities/site/site-testing';
import type { Genplan } from '@/schemas/projects';
import { GenplanMap } from './genplan-map';
import { genplanMarkers } from './genplan-model';

const genplan: Genplan = {
  image: '/media/files/projects/x/plan.svg',
  width: 1000,
  height: 700,
  buildings: [1, 2].map((id) => ({
    id,
    number: String(id),
    name: `Корпус ${id}`,
    polygon: `${id * 300},300 ${id * 300 + 200},300 ${id * 300 + 200},500 ${id * 300},500`,
    floors_total: 9,
    completion: { status: 'building' as const, quarter: 2, year: 2028, text: 'Сдача 2 кв. 2028' },
    lots_free: id === 1 ? 12 : 0,
    min_price: id === 1 ? 45_600_000 : null,
  })),
};

function renderMap(selected: number | null = null) {
  return renderShell(
    <GenplanMap genplan={genplan} markers={genplanMarkers(genplan)} selected={selected} projectName="Остоженка" />,
    {
      path: '/projects/x',
    },
  );
}

afterEach(cleanup);

describe('GenplanMap', () => {
  it('draws every building as a named link to its шахматка', () => {
    renderMap();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/projects/x?building=1#chessboard',
      '/projects/x?building=2#chessboard',
    ]);
    expect(links[0].getAttribute('aria-label')).toMatch(
      /^Корпус 1: 12\u00a0свободных лотов, от\u00a045,6\u00a0млн\u00a0₽/,
    );
    expect(links[1].getAttribute('aria-label')).toMatch(/^Корпус 2: Свободных лотов нет/);
  });

  it('shows the tooltip with count and price on focus and hides it on blur', () => {
    renderMap();
    const [first] = screen.getAllByRole('link');
    fireEvent.focus(first);
    expect(screen.getByText(/^от.45,6.млн.₽$/)).toBeTruthy();
    fireEvent.blur(first);
    expect(screen.queryByText(/^от.45,6.млн.₽$/)).toBeNull();
  });

  it('marks the open building', () => {
    renderMap(2);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true']);
  });
});
