import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Chip, ChipList } from './chip';

describe('Chip', () => {
  afterEach(cleanup);

  it('removes itself through a named button', () => {
    const onRemove = vi.fn();
    render(<Chip onRemove={onRemove}>Студия</Chip>);
    fireEvent.click(screen.getByRole('button', { name: 'Убрать фильтр: Студия' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('has no button without onRemove and takes a custom name', () => {
    const { rerender } = render(<Chip>до 45 млн ₽</Chip>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Chip onRemove={vi.fn()} removeLabel="Убрать цену">
        <b>до 45 млн ₽</b>
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Убрать цену' })).toBeTruthy();
  });

  it('is inert when disabled', () => {
    const onRemove = vi.fn();
    render(
      <Chip onRemove={onRemove} disabled>
        Студия
      </Chip>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('lists chips with a clear-all action', () => {
    const onClear = vi.fn();
    render(
      <ChipList label="Активные фильтры" onClear={onClear}>
        <li>
          <Chip>Студия</Chip>
        </li>
      </ChipList>,
    );
    expect(screen.getByRole('list', { name: 'Активные фильтры' }).children).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить все' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
