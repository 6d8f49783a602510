import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderShell } from '@/entities/site/site-testing';
import type { ChessLot } from '@/schemas/lot-structure';
import { buildChessboard } from './chessboard-model';
import { ChessboardTable } from './chessboard-table';

const lot = (id: number, status: ChessLot['status'] = 'free'): ChessLot => ({
  id,
  number: String(id),
  kind: 'flat',
  rooms: 2,
  is_euro: false,
  status,
  price: 45_600_000,
  area: 64.3,
  matches: status !== 'sold',
  url: `/flat/${id}`,
});

afterEach(cleanup);

describe('ChessboardTable', () => {
  const board = buildChessboard({
    sections: [
      {
        id: 1,
        number: 1,
        floors_total: 2,
        floors: [
          { id: 1, number: 1, lots: [lot(101)] },
          { id: 2, number: 2, lots: [lot(201, 'sold'), lot(202, 'BOOKED')] },
        ],
      },
    ],
    other_levels: [],
  });

  it('lists floors top-down as row headers and links every lot to /lots/{id} by its full name', () => {
    renderShell(<ChessboardTable board={board} caption="Шахматка: Корпус 1" />);
    const table = screen.getByRole('table', { name: 'Шахматка: Корпус 1' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1']);
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/lots/201', '/lots/202', '/lots/101']);
    expect(links[1].getAttribute('aria-label')).toBe(
      'Кв. 202, 2-комнатная, 64,3\u00a0м², 45,6\u00a0млн\u00a0₽, забронирована',
    );
    expect(links[0].getAttribute('data-status')).toBe('sold');
    // Sold is greyed by its status, not dimmed again as «not matching».
    expect(links[0].hasAttribute('data-dimmed')).toBe(false);
  });

  it('is a named, keyboard-scrollable region', () => {
    renderShell(<ChessboardTable board={board} caption="Шахматка: Корпус 1" />);
    const region = screen.getByRole('region', { name: 'Шахматка: Корпус 1, прокрутка по горизонтали' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });
});
